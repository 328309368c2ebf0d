// The camera view's page: spec §1's lazy section `security-camera-view`, outside every menu, so it says who may open
// it (the acts' roles).
import type { PageDeclaration } from '../define-section.js';
import { CAMERA_ROLES } from './security-camera-view.roles.js';

export const pages = {
  'security-camera-view': { page: 'SecurityCameraPage', access: CAMERA_ROLES },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
