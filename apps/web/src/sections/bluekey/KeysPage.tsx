// Courier keys (`#/bluekey/keys`, act 64011) on the shared list page, filtered by carrier, state and building; New
// key opens the dialog (64013) and then its PIN or QR code, shown once; a row's menu revokes (64014) at once.
import {
  canCall,
  courierKeyCreateAct,
  courierKeyListAct,
  courierKeyRevokeAct,
  type CourierKeyItem,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import { BlueKeyTabs } from './BlueKeyTabs';
import { keyColumns, keyPath } from './key-columns';
import { EMPTY_FILTERS, filterParams, keyFilterFields, readFilters, type KeyFilters } from './key-filters';
import { KeyDialog } from './KeyDialog';
import { KeySecretDialog, type CreatedKey } from './KeySecretDialog';
import { useCarrierOptions } from './use-carrier-options';

const PAGE_SIZE = 25;
const DEFAULT_VIEW: ListView<KeyFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'created', dir: 'desc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({ path: '/bluekey/keys', view: DEFAULT_VIEW, readFilters });

/** Revokes a key at once, with the toast and the refreshed lists every page that revokes shows. */
export function useRevokeKey(onDone?: () => void) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: Pick<CourierKeyItem, 'id'>) => act(courierKeyRevokeAct, { id: row.id }),
    onSuccess: (answer) => {
      toast.success(t('bluekey.keys.revoked', { courier: answer.courier }));
      void queryClient.invalidateQueries({ queryKey: ['bluekey'] });
      onDone?.();
    },
    onError: (error) => toast.error(t('bluekey.failed', { reason: error.message })),
  });
}

function KeyList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | undefined>();
  const carriers = useCarrierOptions();
  const buildings = useBuildingOptions();
  const columns = keyColumns(t);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['bluekey', 'keys', 'list'],
    exportName: 'courier-keys',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(courierKeyListAct, { ...filterParams(view.filters), offset, count }),
  });
  const revoke = useRevokeKey();
  const total = list.data?.total ?? 0;
  return (
    <>
      <p className="text-body-secondary">{t('bluekey.keys.intro')}</p>
      <ListPage
        id="courier-key"
        caption={t('bluekey.keys.caption')}
        columns={columns}
        filterFields={keyFilterFields(t, carriers, buildings)}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) => t('bluekey.keys.rowLabel', { courier: row.courier })}
        emptyText={t('bluekey.keys.empty')}
        totalText={t('bluekey.keys.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
        onOpenRow={(key) => void navigate(keyPath(key))}
        rowActions={(row) =>
          row.state !== 'revoked' &&
          canCall(courierKeyRevokeAct, user) && (
            <RowMenu
              label={t('bluekey.keys.actionsFor', { courier: row.courier })}
              items={[{ id: 'revoke', label: t('bluekey.keys.revoke'), onSelect: () => revoke.mutate(row) }]}
            />
          )
        }
        toolbar={
          canCall(courierKeyCreateAct, user) && (
            <button
              type="button"
              className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
              onClick={() => setCreating(true)}
              data-testid="add-key"
            >
              <KeyRound size={16} aria-hidden="true" />
              {t('bluekey.keys.add')}
            </button>
          )
        }
      />
      {creating && (
        <KeyDialog
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            // A tag has no secret to show: the courier already holds it.
            if (key.secret !== '') setCreated(key);
          }}
        />
      )}
      {created && <KeySecretDialog created={created} onClose={() => setCreated(undefined)} />}
    </>
  );
}

export function KeysPage() {
  const { t } = useTranslation();
  return (
    <SectionPage id="bluekey-keys" title={t('bluekey.keys.caption')}>
      <BlueKeyTabs />
      <KeyList />
    </SectionPage>
  );
}
