// Tokens (menu entry 'tokens', `#/tokens`): the API tokens (act 54101) on the shared list page, with their owner,
// allowed actions, state and last use; New token opens the dialog (54102) and then the token, shown once; a row's
// menu revokes (54103).
import { canCall, tokenCreateAct, tokenListAct, tokenRevokeAct, type TokenItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { RowMenu } from '../../shared/list-page/RowMenu';
import { useActList } from '../../shared/list-page/use-act-list';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { tokenColumns } from './token-columns';
import {
  EMPTY_FILTERS,
  filterParams,
  readFilters,
  tokenFilterFields,
  type TokenFilters,
} from './token-filters';
import { TokenDialog } from './TokenDialog';
import { TokenSecretDialog, type CreatedToken } from './TokenSecretDialog';

const PAGE_SIZE = 25;
const DEFAULT_VIEW: ListView<TokenFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'created', dir: 'desc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({ path: '/tokens', view: DEFAULT_VIEW, readFilters });

function TokenList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedToken | undefined>();
  const buildings = useBuildingOptions();
  const columns = tokenColumns(
    t,
    i18n.language,
    (buid) => buildings.find((building) => building.value === String(buid))?.label ?? String(buid),
  );
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['tokens', 'list'],
    exportName: 'api-tokens',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(tokenListAct, { ...filterParams(view.filters), offset, count }),
  });
  const revoke = useMutation({
    mutationFn: (row: TokenItem) => act(tokenRevokeAct, { id: row.id }),
    onSuccess: (answer) => {
      toast.success(t('tokens.revoked', { name: answer.name }));
      void queryClient.invalidateQueries({ queryKey: ['tokens', 'list'] });
    },
    onError: (error) => toast.error(t('tokens.failed', { reason: error.message })),
  });
  const total = list.data?.total ?? 0;
  return (
    <>
      <p className="text-body-secondary">{t('tokens.intro')}</p>
      <ListPage
        id="token"
        caption={t('tokens.caption')}
        columns={columns}
        filterFields={tokenFilterFields(t)}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        emptyText={t('tokens.empty')}
        totalText={t('tokens.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
        rowActions={(row) =>
          row.state !== 'revoked' &&
          canCall(tokenRevokeAct, user) && (
            <RowMenu
              label={t('tokens.actionsFor', { name: row.name })}
              items={[{ id: 'revoke', label: t('tokens.revoke'), onSelect: () => revoke.mutate(row) }]}
            />
          )
        }
        toolbar={
          canCall(tokenCreateAct, user) && (
            <button
              type="button"
              className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
              onClick={() => setCreating(true)}
              data-testid="add-token"
            >
              <KeyRound size={16} aria-hidden="true" />
              {t('tokens.add')}
            </button>
          )
        }
      />
      {creating && (
        <TokenDialog
          onClose={() => setCreating(false)}
          onCreated={(token) => {
            setCreating(false);
            setCreated(token);
          }}
        />
      )}
      {created && <TokenSecretDialog created={created} onClose={() => setCreated(undefined)} />}
    </>
  );
}

export function TokensPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="tokens" title={t('tokens.title')}>
      <TokenList />
    </SectionPage>
  );
}
