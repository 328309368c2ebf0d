import type { Role } from '../../levels.js';

/** Who opens Developer tools: the operator's system admins (a business partner lacks '-2'). */
export const DEV_TOOLS_ROLES: readonly Role[] = ['10'];
