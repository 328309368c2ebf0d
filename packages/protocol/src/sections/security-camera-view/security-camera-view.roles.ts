// Who may see the cameras, apart from the acts so the page declaration (read by the web's entry chunk) carries no
// schema: system admins, a partner's admins and the building levels, each in their buildings.
import { BUILDING_LEVELS, type Role } from '../../levels.js';

export const CAMERA_ROLES: readonly Role[] = ['10', '-2', ...BUILDING_LEVELS];
