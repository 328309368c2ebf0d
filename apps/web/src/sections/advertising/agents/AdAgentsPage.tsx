// Ad Agents (menu entry 'advertise-setting', `#/advertise-setting`): the advertisers and agencies (act 53001),
// searched, filtered by state and paged on the server, on the shared list page. Advertising admins and system
// admins create (53002), edit (53003) and (de)activate (53004) them; the row menu holds the last two, and the
// agent's report (downloaded as PDF or CSV, or emailed to its contact: ReportDialog).
import {
  AD_AGENT_SORTS,
  adAgentActiveAct,
  adAgentCreateAct,
  adAgentsAct,
  canCall,
  type AdAgentItem,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../../api/use-act';
import { formatNumber } from '../../../format/numbers';
import { useUser } from '../../../session/session-context';
import type { FilterValues } from '../../../shared/data-table/data-table-types';
import { ListPage } from '../../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../../shared/list-page/list-view';
import { RowMenu } from '../../../shared/list-page/RowMenu';
import { useListExport } from '../../../shared/list-page/use-list-export';
import { useListQuery } from '../../../shared/list-page/use-list-query';
import { useListView } from '../../../shared/list-page/use-list-view';
import { SectionPage } from '../../../shared/SectionPage';
import { today } from '../format-day';
import { agentColumns } from './agent-columns';
import { AgentDialog, type AgentDialogTarget } from './AgentDialog';
import { ReportDialog } from './ReportDialog';

const PAGE_SIZE = 25;
const STATES = ['all', 'active', 'inactive'] as const;

interface AgentFilters {
  [key: string]: string;
  q: string;
  state: (typeof STATES)[number];
}

const EMPTY_FILTERS: AgentFilters = { q: '', state: 'all' };
const DEFAULT_VIEW: ListView<AgentFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'name', dir: 'asc' },
  offset: 0,
};
const readFilters = (values: FilterValues): AgentFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 64) : '',
  state: STATES.find((state) => state === values.state) ?? 'all',
});
const ADDRESS = queryViewAddress({ path: '/advertise-setting', view: DEFAULT_VIEW, readFilters });

const requestOf = (view: ListView<AgentFilters>) => ({
  ...(view.filters.q.trim() ? { q: view.filters.q.trim() } : {}),
  state: view.filters.state,
  sort: AD_AGENT_SORTS.find((sort) => sort === view.sort.key) ?? 'name',
  dir: view.sort.dir,
});

function AgentList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const canWrite = canCall(adAgentCreateAct, user);
  const { view, show } = useListView(ADDRESS, () => ADDRESS.read(window.location.hash) ?? DEFAULT_VIEW);
  const [editing, setEditing] = useState<AgentDialogTarget | undefined>();
  const [reporting, setReporting] = useState<AdAgentItem | undefined>();
  const params = { ...requestOf(view), offset: view.offset, count: PAGE_SIZE };
  const list = useListQuery(['ad-agents', params], () => act(adAgentsAct, params));
  const number = (value: number) => formatNumber(value, i18n.language);
  const columns = agentColumns(t, i18n.language, today(), number);
  const exporter = useListExport('ad-agents', columns, (offset, count) =>
    act(adAgentsAct, { ...requestOf(view), offset, count }),
  );
  const toggle = useMutation({
    mutationFn: (agent: AdAgentItem) => act(adAgentActiveAct, { id: agent.id, active: !agent.active }),
    onSuccess: (agent) => {
      toast.success(t(agent.active ? 'adAgents.activated' : 'adAgents.deactivated', { name: agent.name }));
      void queryClient.invalidateQueries({ queryKey: ['ad-agents'] });
    },
    onError: (error) => toast.error(t('adAgents.failed', { reason: error.message })),
  });
  const total = list.data?.total ?? 0;
  const rowActions = (agent: AdAgentItem) => (
    <RowMenu
      label={t('adAgents.actionsFor', { name: agent.name })}
      items={[
        { id: 'edit', label: t('adAgents.edit'), onSelect: () => setEditing({ kind: 'edit', agent }) },
        { id: 'report', label: t('adAgents.reportAction'), onSelect: () => setReporting(agent) },
        agent.active
          ? {
              id: 'deactivate',
              label: t('adAgents.deactivate'),
              onSelect: () => toggle.mutate(agent),
              danger: true,
            }
          : { id: 'activate', label: t('adAgents.activate'), onSelect: () => toggle.mutate(agent) },
      ]}
    />
  );
  return (
    <>
      <p className="text-body-secondary">{t('adAgents.intro')}</p>
      <ListPage
        id="ad-agent"
        caption={t('adAgents.caption')}
        columns={columns}
        filterFields={[
          { id: 'q', label: t('adAgents.filters.q'), kind: 'text', placeholder: t('adAgents.filters.qHint') },
          {
            id: 'state',
            label: t('adAgents.filters.state'),
            kind: 'select',
            options: STATES.map((state) => ({ value: state, label: t(`adAgents.filters.states.${state}`) })),
          },
        ]}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(agent) => agent.id}
        rowLabel={(agent) => agent.name}
        emptyText={t('adAgents.empty')}
        totalText={t('adAgents.total', { count: total, total: number(total) })}
        exporter={exporter}
        rowActions={canWrite ? rowActions : undefined}
        toolbar={
          canWrite && (
            <button
              type="button"
              className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
              onClick={() => setEditing({ kind: 'create' })}
              data-testid="create-agent"
            >
              <Plus size={16} aria-hidden="true" />
              {t('adAgents.create')}
            </button>
          )
        }
      />
      {canWrite && <AgentDialog target={editing} onClose={() => setEditing(undefined)} />}
      {canWrite && <ReportDialog agent={reporting} onClose={() => setReporting(undefined)} />}
    </>
  );
}

export function AdAgentsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="advertise-setting" title={t('adAgents.title')}>
      <AgentList />
    </SectionPage>
  );
}
