// The pages of the dev-tools section. It has no menu entry (spec §2 lists it among the lazy sections only), so the
// page says who may open it.
import type { PageDeclaration } from '../define-section.js';
import { DEV_TOOLS_ROLES } from './dev-tools.roles.js';

export const pages = {
  'dev-tools': { page: 'DevToolsPage', access: DEV_TOOLS_ROLES },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
