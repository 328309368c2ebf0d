// Community System Msgs (menu entry 'system-msg', `#/system-msg`): the operator's announcements (act 56020) with their
// buildings, schedule and state; Send opens the dialog (56021), a row's menu withdraws one (56022). Residents see a
// live announcement pinned above their board.
import {
  canCall,
  SYSTEM_MSG_STATES,
  systemMsgListAct,
  systemMsgSendAct,
  systemMsgWithdrawAct,
  type SystemMsgItem,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { formatZonedDateTime } from '../../format/time';
import { useUser } from '../../session/session-context';
import type { DataColumn, FilterValues } from '../../shared/data-table/data-table-types';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { RowMenu } from '../../shared/list-page/RowMenu';
import { useListQuery } from '../../shared/list-page/use-list-query';
import { useListView } from '../../shared/list-page/use-list-view';
import { SectionPage } from '../../shared/SectionPage';
import { SystemMsgDialog } from './SystemMsgDialog';

interface MsgFilters {
  [key: string]: string;
  state: string;
}

const PAGE_SIZE = 25;
const EMPTY: MsgFilters = { state: '' };
const readFilters = (values: FilterValues): MsgFilters => ({
  state: SYSTEM_MSG_STATES.find((state) => state === values.state) ?? '',
});
const DEFAULT_VIEW: ListView<MsgFilters> = {
  filters: EMPTY,
  sort: { key: 'starts', dir: 'desc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({ path: '/system-msg', view: DEFAULT_VIEW, readFilters });
const STATE_TONE = {
  scheduled: 'text-bg-info',
  showing: 'text-bg-success',
  expired: 'text-bg-secondary',
  withdrawn: 'text-bg-secondary',
} as const;

function columns(t: TFunction, locale: string): DataColumn<SystemMsgItem>[] {
  const when = (at: string) => formatZonedDateTime(at, undefined, locale);
  const units = (msg: SystemMsgItem) =>
    msg.unit_from === '' && msg.unit_to === ''
      ? t('community.system.allUnits')
      : t('community.system.unitRange', { from: msg.unit_from || '…', to: msg.unit_to || '…' });
  return [
    {
      id: 'title',
      header: t('community.system.columns.title'),
      hideable: false,
      className: 'text-break',
      csv: (msg) => msg.title,
      cell: (msg) => (
        <span className="d-inline-flex flex-column">
          <span className="fw-semibold">{msg.title}</span>
          <span className="small text-body-secondary" style={{ whiteSpace: 'pre-wrap' }}>
            {msg.body}
          </span>
        </span>
      ),
    },
    {
      id: 'state',
      header: t('community.system.columns.state'),
      csv: (msg) => t(`community.system.state.${msg.state}`),
      cell: (msg) => (
        <span className={`badge ${STATE_TONE[msg.state]}`}>{t(`community.system.state.${msg.state}`)}</span>
      ),
    },
    {
      id: 'buildings',
      header: t('community.system.columns.buildings'),
      csv: (msg) => msg.buildings.map((b) => b.bname).join(', '),
      cell: (msg) => (
        <span className="d-inline-flex flex-column">
          <span>{msg.buildings.map((b) => b.bname).join(', ')}</span>
          <span className="small text-body-secondary">{units(msg)}</span>
        </span>
      ),
    },
    {
      id: 'shows',
      header: t('community.system.columns.shows'),
      className: 'small',
      csv: (msg) => `${msg.starts_at} – ${msg.ends_at}`,
      cell: (msg) => t('community.system.period', { from: when(msg.starts_at), to: when(msg.ends_at) }),
    },
    {
      id: 'push',
      header: t('community.system.columns.push'),
      csv: (msg) => t(`community.system.push.${msg.push}`),
      cell: (msg) =>
        msg.push === 'none'
          ? t('community.system.push.none')
          : t('community.system.pushed', {
              channel: t(`community.system.push.${msg.push}`),
              count: msg.pushed,
              total: formatNumber(msg.pushed, locale),
            }),
    },
    {
      id: 'by',
      header: t('community.system.columns.by'),
      csv: (msg) => msg.created_by,
      cell: (msg) => msg.created_by,
    },
  ];
}

function Announcements() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const { view, show } = useListView(ADDRESS, () => ADDRESS.read(window.location.hash) ?? DEFAULT_VIEW);
  const state = SYSTEM_MSG_STATES.find((value) => value === view.filters.state);
  const params = { ...(state ? { state } : {}), offset: view.offset, count: PAGE_SIZE };
  const list = useListQuery(['community', 'system', params], () => act(systemMsgListAct, params));
  const withdraw = useMutation({
    mutationFn: (msg: SystemMsgItem) => act(systemMsgWithdrawAct, { id: msg.id }),
    onSuccess: (msg) => {
      toast.success(t('community.system.withdrawn', { title: msg.title }));
      void queryClient.invalidateQueries({ queryKey: ['community', 'system'] });
    },
    onError: (error) => toast.error(t('community.failed', { reason: error.message })),
  });
  const total = list.data?.total ?? 0;
  return (
    <>
      <p className="text-body-secondary">{t('community.system.intro')}</p>
      <ListPage
        id="system-msg"
        caption={t('community.system.caption')}
        columns={columns(t, i18n.language)}
        filterFields={[
          {
            id: 'state',
            label: t('community.system.filters.state'),
            kind: 'select',
            options: [
              { value: '', label: t('community.system.filters.allStates') },
              ...SYSTEM_MSG_STATES.map((state) => ({
                value: state,
                label: t(`community.system.state.${state}`),
              })),
            ],
          },
        ]}
        view={view}
        onView={show}
        emptyFilters={EMPTY}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(msg) => msg.id}
        rowLabel={(msg) => msg.title}
        emptyText={t('community.system.empty')}
        totalText={t('community.system.total', { count: total, total: formatNumber(total, i18n.language) })}
        rowActions={(msg) =>
          canCall(systemMsgWithdrawAct, user) &&
          (msg.state === 'scheduled' || msg.state === 'showing') && (
            <RowMenu
              label={t('community.system.actionsFor', { title: msg.title })}
              items={[
                {
                  id: 'withdraw',
                  label: t('community.system.withdraw'),
                  danger: true,
                  onSelect: () => withdraw.mutate(msg),
                },
              ]}
            />
          )
        }
        toolbar={
          canCall(systemMsgSendAct, user) && (
            <button
              type="button"
              className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
              onClick={() => setSending(true)}
              data-testid="send-system-msg"
            >
              <Megaphone size={16} aria-hidden="true" />
              {t('community.system.send')}
            </button>
          )
        }
      />
      <SystemMsgDialog open={sending} onClose={() => setSending(false)} />
    </>
  );
}

export function SystemMsgPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="system-msg" title={t('community.system.title')}>
      <Announcements />
    </SectionPage>
  );
}
