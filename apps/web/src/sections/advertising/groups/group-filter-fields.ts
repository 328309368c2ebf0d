// The Ad Groups filter bar: text, spec §5's filter, agent, the targets (building, then one of its lockers, and a
// screen layout) and the star. The options come from the acts the group dialog's pickers read.
import { AD_GROUP_FILTERS, adAgentsAct, adScreensAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../../api/use-act';
import type { FilterField } from '../../../shared/data-table/data-table-types';
import { buildingFilterField } from '../../../shared/options/building-filter-field';
import { useBuildingOptions, useLockerOptions } from '../../../shared/options/use-building-options';
import type { GroupFilters } from './group-filters';
import { sizeLabel } from './picture-size';

const LONG_LIVED = 10 * 60_000;

export function useGroupFilterFields(filters: GroupFilters): FilterField[] {
  const { t } = useTranslation();
  const act = useAct();
  const buildings = useBuildingOptions();
  const lockers = useLockerOptions(filters.buid);
  const agents = useQuery({
    queryKey: ['ad-agents', 'options'],
    queryFn: () => act(adAgentsAct, { count: 500 }),
  });
  const screens = useQuery({
    queryKey: ['ad-screens', 'layouts', 'all'],
    queryFn: () => act(adScreensAct, {}),
    staleTime: LONG_LIVED,
  });
  return [
    { id: 'q', label: t('adGroups.filters.q'), kind: 'text', placeholder: t('adGroups.filters.qHint') },
    {
      id: 'filter',
      label: t('adGroups.filters.filter'),
      kind: 'select',
      options: AD_GROUP_FILTERS.map((filter) => ({
        value: filter,
        label: t(`adGroups.filters.kinds.${filter}`),
      })),
    },
    {
      id: 'agent',
      label: t('adGroups.filters.agent'),
      kind: 'select',
      options: [
        { value: '', label: t('adGroups.filters.allAgents') },
        ...(agents.data?.items ?? []).map((agent) => ({ value: String(agent.id), label: agent.name })),
      ],
    },
    buildingFilterField(t('adGroups.filters.building'), t('adGroups.filters.allBuildings'), buildings),
    {
      id: 'muuid',
      label: t('adGroups.filters.locker'),
      kind: 'select',
      options: [{ value: '', label: t('adGroups.filters.allLockers') }, ...lockers],
    },
    {
      id: 'screen',
      label: t('adGroups.filters.screen'),
      kind: 'select',
      options: [
        { value: '', label: t('adGroups.filters.anyScreen') },
        ...(screens.data?.screens ?? []).map((screen) => ({
          value: String(screen.id),
          label: t('adGroups.targets.screen', {
            name: screen.name,
            size: sizeLabel(`${screen.width}x${screen.height}`),
          }),
        })),
      ],
    },
    { id: 'star', label: t('adGroups.filters.star'), kind: 'checkbox' },
  ];
}
