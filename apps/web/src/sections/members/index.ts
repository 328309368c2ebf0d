// The members section's web entry (spec §2 `members`): the list and one member's page, with their texts and the
// parcel states' words.
import { parcelsCatalogue } from '../parcels/i18n/catalogue';
import { premiumCatalogue } from '../premium-member/i18n/catalogue';
import { membersCatalogue } from './i18n/catalogue';

export { MembersPage } from './MembersPage';
export { MemberPage } from './MemberPage';
export const catalogues = [membersCatalogue, parcelsCatalogue, premiumCatalogue];
