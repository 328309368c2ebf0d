// The carriers as choices (act 64001): every one for a filter, the active ones for a new key.
import { carrierListAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useAct } from '../../api/use-act';
import type { FilterOption } from '../../shared/data-table/data-table-types';

export function useCarrierOptions(onlyActive = false): FilterOption[] {
  const act = useAct();
  const carriers = useQuery({
    queryKey: ['bluekey', 'carrier-options', onlyActive],
    queryFn: () => act(carrierListAct, { ...(onlyActive ? { active: true } : {}), count: 200 }),
    staleTime: 60_000,
  });
  return (carriers.data?.items ?? []).map((carrier) => ({ value: String(carrier.id), label: carrier.name }));
}
