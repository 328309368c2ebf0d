// The Ad Agents list's columns, declared for the shared DataTable: the agent and its group, the contact, the
// contract period (with a word when it has not begun or has ended), its campaigns and whether it is active.
import { displayPhone, type AdAgentItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../shared/data-table/data-table-types';
import { formatDay } from '../format-day';

export type ContractState = 'upcoming' | 'running' | 'ended';

export function contractState(
  agent: Pick<AdAgentItem, 'contract_start' | 'contract_end'>,
  day: string,
): ContractState {
  if (agent.contract_start > day) return 'upcoming';
  if (agent.contract_end !== null && agent.contract_end < day) return 'ended';
  return 'running';
}

export function contractText(t: TFunction, agent: AdAgentItem, locale: string): string {
  const start = formatDay(agent.contract_start, locale);
  return agent.contract_end === null
    ? t('adAgents.contract.openEnded', { start })
    : t('adAgents.contract.period', { start, end: formatDay(agent.contract_end, locale) });
}

export function agentColumns(
  t: TFunction,
  locale: string,
  day: string,
  number: (value: number) => string,
): DataColumn<AdAgentItem>[] {
  return [
    {
      id: 'name',
      header: t('adAgents.columns.name'),
      sortKey: 'name',
      hideable: false,
      csv: (agent) => agent.name,
      cell: (agent) => (
        <span className="fw-semibold" data-testid="agent-name">
          {agent.name}
        </span>
      ),
    },
    {
      id: 'gname',
      header: t('adAgents.columns.gname'),
      sortKey: 'gname',
      csv: (agent) => agent.gname,
      cell: (agent) =>
        agent.gname || <span className="text-body-secondary">{t('adAgents.independent')}</span>,
    },
    {
      id: 'contact',
      header: t('adAgents.columns.contact'),
      csv: (agent) =>
        [agent.contact_name, agent.contact_email, agent.contact_phone && displayPhone(agent.contact_phone)]
          .filter(Boolean)
          .join(', '),
      cell: (agent) => (
        <span className="d-inline-flex flex-column">
          <span>{agent.contact_name}</span>
          {agent.contact_email && (
            <a href={`mailto:${agent.contact_email}`} className="small text-break">
              {agent.contact_email}
            </a>
          )}
          {agent.contact_phone && <span className="small">{displayPhone(agent.contact_phone)}</span>}
        </span>
      ),
    },
    {
      id: 'contract',
      header: t('adAgents.columns.contract'),
      sortKey: 'contract_end',
      csv: (agent) => contractText(t, agent, locale),
      cell: (agent) => {
        const state = contractState(agent, day);
        return (
          <span className="d-inline-flex flex-wrap align-items-center gap-2">
            <span>{contractText(t, agent, locale)}</span>
            {state !== 'running' && (
              <span className="badge bg-warning-subtle text-warning-emphasis" data-testid="contract-state">
                {t(`adAgents.contract.${state}`)}
              </span>
            )}
          </span>
        );
      },
    },
    {
      id: 'groups',
      header: t('adAgents.columns.groups'),
      sortKey: 'groups',
      className: 'text-end',
      csv: (agent) => agent.groups,
      cell: (agent) => number(agent.groups),
    },
    {
      id: 'active',
      header: t('adAgents.columns.active'),
      csv: (agent) => (agent.active ? t('adAgents.active') : t('adAgents.inactive')),
      cell: (agent) =>
        agent.active ? (
          <span className="badge bg-success-subtle text-success-emphasis" data-testid="agent-state">
            {t('adAgents.active')}
          </span>
        ) : (
          <span className="badge bg-secondary-subtle text-secondary-emphasis" data-testid="agent-state">
            {t('adAgents.inactive')}
          </span>
        ),
    },
  ];
}
