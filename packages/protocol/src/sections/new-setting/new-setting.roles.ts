import type { Role } from '../../levels.js';

/** Who creates buildings: system admins of the operator (a business partner lacks '-2'). */
export const NEW_BUILDING_ROLES: readonly Role[] = ['10'];
