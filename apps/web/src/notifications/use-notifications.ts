import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useUser } from '../session/session-context';
import { STORAGE_KEYS } from '../session/storage-keys';
import { bellVariant, loadNotifications } from './load-notifications';
import { NOTIFICATION_REFRESH_MS, type NotificationData } from './notification-rules';
import { useAct } from '../api/use-act';

const buildingCount = z.object({ bname: z.string(), buid: z.number(), count: z.number() });
const storedSchema = z.object({
  requestList: z.array(buildingCount),
  abnormalList: z.array(buildingCount),
  timedoutList: z.array(
    z.object({ addr: z.string(), uuid: z.string(), buid: z.number(), count: z.number() }),
  ),
  supportRequests: z.number(),
  unattendedDelivery: z.array(buildingCount),
  pendingPost: z.number(),
});

function readStored(): { data: NotificationData | undefined; lastRequest: number | undefined } {
  const last = Number(localStorage.getItem(STORAGE_KEYS.lastRequest));
  let data: NotificationData | undefined;
  try {
    const parsed = storedSchema.safeParse(
      JSON.parse(localStorage.getItem(STORAGE_KEYS.notificationData) ?? 'null'),
    );
    data = parsed.success ? parsed.data : undefined;
  } catch {
    data = undefined;
  }
  return { data, lastRequest: Number.isFinite(last) && last > 0 ? last : undefined };
}

/** The bell's data, cached under notificationData with the time of the request under lastRequest. */
export function useNotifications() {
  const act = useAct();
  const user = useUser();
  const variant = bellVariant(user);
  const stored = readStored();
  const query = useQuery({
    queryKey: ['notifications', user.ret, variant],
    queryFn: async () => {
      if (!variant) throw new Error('partners have no notifications');
      const data = await loadNotifications(act, user, variant);
      localStorage.setItem(STORAGE_KEYS.notificationData, JSON.stringify(data));
      localStorage.setItem(STORAGE_KEYS.lastRequest, String(Date.now()));
      return data;
    },
    enabled: variant !== undefined,
    initialData: stored.data,
    initialDataUpdatedAt: stored.lastRequest,
    staleTime: NOTIFICATION_REFRESH_MS,
    refetchInterval: NOTIFICATION_REFRESH_MS,
    retry: false,
  });
  return { variant, query };
}
