// The plans (act 65101), shared by the plans page, the list's plan filter and the subscribe dialog.
import { premiumPlansAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useAct } from '../../api/use-act';

export function usePremiumPlans() {
  const act = useAct();
  return useQuery({ queryKey: ['premium', 'plans'], queryFn: () => act(premiumPlansAct, {}) });
}
