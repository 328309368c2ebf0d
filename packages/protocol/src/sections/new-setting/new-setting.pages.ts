// The pages of the new-setting section. It has no menu entry (spec §2 lists it among the lazy sections only), so the
// page says who may open it: the system admins who may call its act.
import type { PageDeclaration } from '../define-section.js';
import { NEW_BUILDING_ROLES } from './new-setting.roles.js';

export const pages = {
  'new-setting': { page: 'NewSettingPage', access: NEW_BUILDING_ROLES },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
