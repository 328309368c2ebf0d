// Who works with mini-box lockers: the operator's system admins (spec §6) and mini-box staff (level 13, spec §4's
// level upgrade). Kept apart from the acts so the web's pages read it without the schemas.
import type { Role } from '../../levels.js';

export const MINIBOX_ROLES: readonly Role[] = ['10', '13'];
