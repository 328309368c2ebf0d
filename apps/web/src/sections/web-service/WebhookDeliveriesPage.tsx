// One webhook's delivery log (`#/web-service/webhooks/:id`, under the Service menu entry), paged on the server on the
// shared list page: each event, whether it arrived, the tries, the receiver's last answer and when the next try is
// due, with "retry now" for one that waits or gave up; a test can be sent from here, and the list links back.
import { webhookDeliveriesAct, webhooksAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ActError } from '../../api/act-error';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress } from '../../shared/list-page/list-view';
import { RowMenu } from '../../shared/list-page/RowMenu';
import { useActList } from '../../shared/list-page/use-act-list';
import { SectionPage } from '../../shared/SectionPage';
import { deliveryColumns } from './webhook-columns';
import { useWebhookActions } from './webhook-actions';
import { NEWEST_FIRST, NO_FILTERS } from './unfiltered-view';

const PAGE_SIZE = 20;

const DEFAULT_VIEW = NEWEST_FIRST;

function DeliveryLog({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const actions = useWebhookActions(() => undefined);
  // The address names this webhook's route, so it is made once per webhook (the kit needs it to keep its identity).
  const address = useMemo(
    () =>
      queryViewAddress({
        path: `/web-service/webhooks/${id}`,
        view: DEFAULT_VIEW,
        readFilters: () => NO_FILTERS,
        maxOffset: 100_000,
      }),
    [id],
  );
  const webhook = useQuery({
    queryKey: ['webhooks', 'one', id],
    queryFn: () => act(webhooksAct, { id, count: 1 }),
    retry: (count, error) => count < 2 && error instanceof ActError && error.code === 'NETWORK',
  });
  const columns = deliveryColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address,
    defaultView: DEFAULT_VIEW,
    queryKey: ['webhooks', 'deliveries', id],
    exportName: 'webhook-deliveries',
    columns,
    pageSize: PAGE_SIZE,
    load: (_view, offset, count) => act(webhookDeliveriesAct, { id, offset, count }),
    query: { forbiddenText: t('webService.webhooks.notFound') },
  });
  const shown = webhook.data?.items[0];
  const total = list.data?.total ?? 0;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Link to="/web-service" className="link-body-emphasis d-inline-flex align-items-center gap-1 me-auto">
          <ArrowLeft size={16} aria-hidden="true" />
          {t('webService.webhooks.back')}
        </Link>
        {shown && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => actions.test(shown.id)}>
            {t('webService.webhooks.sendTest')}
          </button>
        )}
      </div>
      {shown && (
        <p className="text-break fw-semibold" data-testid="webhook-log-url">
          {shown.url}
        </p>
      )}
      {(webhook.isError || (webhook.isSuccess && !shown)) && (
        <div className="alert alert-warning">{t('webService.webhooks.notFound')}</div>
      )}
      <ListPage
        id="webhook-deliveries"
        caption={t('webService.webhooks.log')}
        columns={columns}
        view={view}
        onView={show}
        emptyFilters={NO_FILTERS}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(delivery) => delivery.id}
        rowLabel={(delivery) => t(`webService.webhooks.event.${delivery.event}`)}
        emptyText={t('webService.webhooks.noDeliveries')}
        totalText={t('webService.webhooks.deliveriesTotal', {
          count: total,
          total: formatNumber(total, i18n.language),
        })}
        exporter={exporter}
        rowActions={(delivery) =>
          delivery.state === 'delivered' ? null : (
            <RowMenu
              label={t('webService.webhooks.actionsForDelivery')}
              items={[
                {
                  id: 'retry',
                  label: t('webService.webhooks.retry'),
                  onSelect: () => actions.retry(delivery.id),
                },
              ]}
            />
          )
        }
      />
    </>
  );
}

export function WebhookDeliveriesPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = /^\d{1,9}$/.test(id);
  return (
    <SectionPage menuId="web-service" title={t('webService.webhooks.logTitle')}>
      {valid ? (
        <DeliveryLog id={Number(id)} />
      ) : (
        <div className="alert alert-warning">{t('webService.webhooks.notFound')}</div>
      )}
    </SectionPage>
  );
}
