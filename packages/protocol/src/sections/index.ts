// Every section of the portal, declared once. This list is the only one a new section joins: the act registry,
// the operation-log model, the server's handlers, migrations and seed, the web routes and docs/protocol.md are all
// derived from it (see docs/adding-a-section.md).
import { advertisingSection } from './advertising/advertising.section.js';
import { blocklistSection } from './blocklist/blocklist.section.js';
import { bikeSection } from './bike/bike.section.js';
import { securityCameraViewSection } from './security-camera-view/security-camera-view.section.js';
import { amenitySection } from './amenity/amenity.section.js';
import { compartmentsSection } from './compartments/compartments.section.js';
import { coreSection } from './core/core.section.js';
import { communitySection } from './community/community.section.js';
import { dashboardSection } from './dashboard/dashboard.section.js';
import { logsSection } from './logs/logs.section.js';
import { lockerSelectSection } from './locker-select/locker-select.section.js';
import { familyHomesSection } from './family-homes/family-homes.section.js';
import { machinesSection } from './machines/machines.section.js';
import { membersSection } from './members/members.section.js';
import { ordersSection } from './orders/orders.section.js';
import { blueexpressSection } from './blueexpress/blueexpress.section.js';
import { groupBuyScheduleSection } from './group-buy-schedule/group-buy-schedule.section.js';
import { newSettingSection } from './new-setting/new-setting.section.js';
import { parcelsSection } from './parcels/parcels.section.js';
import { rewardSystemSection } from './reward-system/reward-system.section.js';
import { premiumMemberSection } from './premium-member/premium-member.section.js';
import { releaseNotesSection } from './release-notes/release-notes.section.js';
import { settingsSection } from './settings/settings.section.js';
import { smsSection } from './sms/sms.section.js';
import { tokensSection } from './tokens/tokens.section.js';
import { authoritySection } from './authority/authority.section.js';
import { customerServiceSection } from './customer-service/customer-service.section.js';
import { emailSection } from './email/email.section.js';
import { profileSection } from './profile/profile.section.js';
import { crashLogsSection } from './crash-logs/crash-logs.section.js';
import { webServiceSection } from './web-service/web-service.section.js';
import { helpSupportSection } from './help-support/help-support.section.js';
import { bluekeySection } from './bluekey/bluekey.section.js';
import { subscriptionSection } from './subscription/subscription.section.js';
import { shoppingMallSection } from './shopping-mall/shopping-mall.section.js';
import { devToolsSection } from './dev-tools/dev-tools.section.js';

export * from './advertising/advertising.section.js';
export * from './blocklist/blocklist.section.js';
export * from './bike/bike.section.js';
export * from './security-camera-view/security-camera-view.section.js';
export * from './amenity/amenity.section.js';
export * from './compartments/compartments.section.js';
export * from './core/core.section.js';
export * from './community/community.section.js';
export * from './dashboard/dashboard.section.js';
export * from './locker-select/locker-select.section.js';
export * from './logs/logs.section.js';
export * from './family-homes/family-homes.section.js';
export * from './machines/machines.section.js';
export * from './members/members.section.js';
export * from './new-setting/new-setting.section.js';
export * from './orders/orders.section.js';
export * from './blueexpress/blueexpress.section.js';
export * from './group-buy-schedule/group-buy-schedule.section.js';
export * from './parcels/parcels.section.js';
export * from './release-notes/release-notes.section.js';
export * from './reward-system/reward-system.section.js';
export * from './premium-member/premium-member.section.js';
export * from './settings/settings.section.js';
export * from './sms/sms.section.js';
export * from './tokens/tokens.section.js';
export * from './authority/authority.section.js';
export * from './customer-service/customer-service.section.js';
export * from './email/email.section.js';
export * from './profile/profile.section.js';
export * from './crash-logs/crash-logs.section.js';
export * from './web-service/web-service.section.js';
export * from './help-support/help-support.section.js';
export * from './bluekey/bluekey.section.js';
export * from './subscription/subscription.section.js';
export * from './shopping-mall/shopping-mall.section.js';
export * from './dev-tools/dev-tools.section.js';

export const SECTIONS = [
  coreSection,
  parcelsSection,
  smsSection,
  settingsSection,
  dashboardSection,
  machinesSection,
  compartmentsSection,
  releaseNotesSection,
  newSettingSection,
  lockerSelectSection,
  familyHomesSection,
  logsSection,
  advertisingSection,
  membersSection,
  blocklistSection,
  tokensSection,
  ordersSection,
  rewardSystemSection,
  premiumMemberSection,
  groupBuyScheduleSection,
  bikeSection,
  securityCameraViewSection,
  communitySection,
  authoritySection,
  customerServiceSection,
  emailSection,
  profileSection,
  crashLogsSection,
  amenitySection,
  webServiceSection,
  helpSupportSection,
  blueexpressSection,
  bluekeySection,
  subscriptionSection,
  shoppingMallSection,
  devToolsSection,
] as const;

export type AnySection = (typeof SECTIONS)[number];
export type SectionId = AnySection['id'];
