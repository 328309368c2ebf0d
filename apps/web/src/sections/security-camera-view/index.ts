// The camera view's web entry (spec §1's lazy section `security-camera-view`).
import { cameraCatalogue } from './i18n/catalogue';

export { SecurityCameraPage } from './SecurityCameraPage';
export const catalogues = [cameraCatalogue];
