// Outgoing webhooks (60310–60317) on the shared list page, paged on the server: the subscriptions in reach with
// their events, building, state and counts; a row's menu edits it, opens its delivery log, sends a test, switches it
// on or off, renews its secret or deletes it. A form adds one; a new or renewed secret is shown once.
import { canCall, createWebhookAct, webhooksAct } from '@bluemanager/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress } from '../../shared/list-page/list-view';
import { RowMenu } from '../../shared/list-page/RowMenu';
import { useActList } from '../../shared/list-page/use-act-list';
import { TitledCard } from '../../shared/TitledCard';
import { deliveriesRoute, webhookColumns } from './webhook-columns';
import { useWebhookActions } from './webhook-actions';
import type { Webhook } from './webhook-draft';
import { WebhookEditDialog } from './WebhookEditDialog';
import { WebhookForm } from './WebhookForm';
import { WebhookSecretDialog } from './WebhookSecretDialog';
import { NEWEST_FIRST, NO_FILTERS } from './unfiltered-view';

const PAGE_SIZE = 10;

const DEFAULT_VIEW = NEWEST_FIRST;
const ADDRESS = queryViewAddress({
  path: '/web-service',
  view: DEFAULT_VIEW,
  readFilters: () => NO_FILTERS,
  maxOffset: 100_000,
});

export function WebhooksCard() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const navigate = useNavigate();
  const [secret, setSecret] = useState<string | undefined>();
  const [editing, setEditing] = useState<Webhook | undefined>();
  const actions = useWebhookActions(setSecret);
  const columns = webhookColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['webhooks', 'list'],
    exportName: 'webhooks',
    columns,
    pageSize: PAGE_SIZE,
    load: (_view, offset, count) => act(webhooksAct, { offset, count }),
  });
  const total = list.data?.total ?? 0;
  const rowActions = (webhook: Webhook) => (
    <RowMenu
      label={t('webService.webhooks.actionsFor', { url: webhook.url })}
      items={[
        { id: 'edit', label: t('webService.webhooks.edit'), onSelect: () => setEditing(webhook) },
        {
          id: 'log',
          label: t('webService.webhooks.log'),
          onSelect: () => void navigate(deliveriesRoute(webhook.id)),
        },
        { id: 'test', label: t('webService.webhooks.sendTest'), onSelect: () => actions.test(webhook.id) },
        webhook.active
          ? { id: 'off', label: t('webService.webhooks.turnOff'), onSelect: () => actions.toggle(webhook) }
          : { id: 'on', label: t('webService.webhooks.turnOn'), onSelect: () => actions.toggle(webhook) },
        { id: 'renew', label: t('webService.webhooks.renew'), onSelect: () => actions.renew(webhook) },
        {
          id: 'delete',
          label: t('webService.webhooks.delete'),
          onSelect: () => actions.remove(webhook),
          danger: true,
        },
      ]}
    />
  );
  return (
    <TitledCard title={t('webService.webhooks.title')} className="mt-3" testId="webhooks">
      <p className="text-body-secondary">{t('webService.webhooks.intro')}</p>
      {canCall(createWebhookAct, user) && <WebhookForm onSecret={setSecret} />}
      <ListPage
        id="webhooks"
        caption={t('webService.webhooks.title')}
        columns={columns}
        view={view}
        onView={show}
        emptyFilters={NO_FILTERS}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(webhook) => webhook.id}
        rowLabel={(webhook) => webhook.url}
        emptyText={t('webService.webhooks.none')}
        totalText={t('webService.webhooks.total', {
          count: total,
          total: formatNumber(total, i18n.language),
        })}
        exporter={exporter}
        rowActions={rowActions}
      />
      <WebhookEditDialog webhook={editing} onClose={() => setEditing(undefined)} />
      {secret && <WebhookSecretDialog secret={secret} onClose={() => setSecret(undefined)} />}
    </TitledCard>
  );
}
