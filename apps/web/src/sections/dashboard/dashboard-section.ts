// The Dashboard section's entry: its three views in one chunk; chart.js is a further chunk of its own (LazyChart).
export { ManagerViewPage } from './ManagerViewPage';
export { AdminViewPage } from './AdminViewPage';
export { StatisticViewPage } from './StatisticViewPage';
