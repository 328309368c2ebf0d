// The community section's web entry: Community Msgs, Community System Msgs and their texts.
import { communityCatalogue } from './i18n/catalogue';

export { CommunityPage } from './CommunityPage';
export { SystemMsgPage } from './SystemMsgPage';
export const catalogues = [communityCatalogue];
