// Which panel of the building page a URL opens. The bell links `?panel=requests` for join requests and the spec's
// unattended-delivery link carries `?panel=false`, which means "no particular panel": the overview.
export const SETTINGS_PANELS = ['overview', 'settings', 'requests'] as const;
export type SettingsPanel = (typeof SETTINGS_PANELS)[number];

export function panelOf(value: string | null): SettingsPanel {
  return SETTINGS_PANELS.find((panel) => panel === value) ?? 'overview';
}
