// Where the Subscription page is: its tab and, on the Dashboard tab, the building, in the hash's query
// (`#/subscription?tab=dashboard&buid=12`), so a link from the building page or the list opens the right one.
export const SUBSCRIPTION_TABS = ['all', 'dashboard'] as const;
export type SubscriptionTab = (typeof SUBSCRIPTION_TABS)[number];

export const tabOf = (value: string | null): SubscriptionTab => (value === 'dashboard' ? 'dashboard' : 'all');

export const buidOf = (value: string | null): number | undefined =>
  value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;

export const dashboardPath = (buid: number) => `/subscription?tab=dashboard&buid=${buid}`;
export const invoicePath = (id: number) => `/subscription/invoice/${id}`;
