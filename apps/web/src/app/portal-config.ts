// Deployment switches read at run time from portal-config.json beside index.html, so an operator turns on the
// theme customizer (spec: off by default, on by configuration) without rebuilding the app.
import { z } from 'zod';

const portalConfigSchema = z.object({
  customizer: z.boolean().default(false),
  /** Escape closes the overlay menu (the sidebar's hideOnEsc). */
  hideOnEsc: z.boolean().default(true),
});

export type PortalConfig = z.infer<typeof portalConfigSchema>;
export const DEFAULT_PORTAL_CONFIG: PortalConfig = { customizer: false, hideOnEsc: true };

export async function loadPortalConfig(): Promise<PortalConfig> {
  try {
    const response = await fetch('portal-config.json', { cache: 'no-store' });
    if (!response.ok) return DEFAULT_PORTAL_CONFIG;
    return portalConfigSchema.parse(await response.json());
  } catch {
    return DEFAULT_PORTAL_CONFIG;
  }
}
