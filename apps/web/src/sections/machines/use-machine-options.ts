// The machine models a new machine is made from (act 52020), for the system admins' Add machine form.
import { machineModelsAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useAct } from '../../api/use-act';

const LONG_LIVED = 10 * 60_000;

/** Called by the Add machine form only, so readers never ask for the models. */
export function useModels() {
  const act = useAct();
  return useQuery({
    queryKey: ['machines', 'models'],
    queryFn: () => act(machineModelsAct, { count: 500 }),
    staleTime: LONG_LIVED,
  });
}
