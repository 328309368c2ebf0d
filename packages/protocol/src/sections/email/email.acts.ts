import {
  emailAudienceAct,
  emailCampaignCancelAct,
  emailCampaignsAct,
  emailComposeAct,
  emailListAct,
  emailResendAct,
  smtpSettingsAct,
  smtpSettingsSaveAct,
  smtpTestAct,
} from './email-page.acts.js';
import { notificationCreateAct } from './notification.acts.js';

export const EMAIL_ACTS = [
  notificationCreateAct,
  emailListAct,
  emailResendAct,
  emailAudienceAct,
  emailComposeAct,
  emailCampaignsAct,
  emailCampaignCancelAct,
  smtpSettingsAct,
  smtpSettingsSaveAct,
  smtpTestAct,
] as const;
