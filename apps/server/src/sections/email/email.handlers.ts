import {
  emailAudienceAct,
  emailCampaignCancelAct,
  emailCampaignsAct,
  emailComposeAct,
  emailListAct,
  emailResendAct,
  notificationCreateAct,
  smtpSettingsAct,
  smtpSettingsSaveAct,
  smtpTestAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import type { OperationActor } from '../../domain/oplog/operation-log.js';
import { createNotification } from './create-notification.js';
import { cancelCampaign, composeEmail, emailAudience, listCampaigns } from './email-campaigns.js';
import { listEmails, resendEmail } from './email-outbox.js';
import { saveSmtp, smtpItem, storedSmtp, testSmtp } from './smtp-settings.js';

const writer = (context: { actor: OperationActor; now: Date }) => ({
  actor: context.actor,
  now: context.now,
});

export const emailHandlers = [
  implement(notificationCreateAct, (params, context) =>
    createNotification(context.db, params, writer(context)),
  ),
  implement(emailListAct, (params, context) => listEmails(context.db, params)),
  implement(emailResendAct, (params, context) => resendEmail(context.db, params.id, writer(context))),
  implement(emailAudienceAct, (params, context) => emailAudience(context.db, params)),
  implement(emailComposeAct, (params, context) => composeEmail(context.db, params, writer(context))),
  implement(emailCampaignsAct, (params, context) => listCampaigns(context.db, params)),
  implement(emailCampaignCancelAct, (params, context) =>
    cancelCampaign(context.db, params.id, writer(context)),
  ),
  implement(smtpSettingsAct, async (_params, context) => smtpItem(await storedSmtp(context.db))),
  implement(smtpSettingsSaveAct, (params, context) => saveSmtp(context.db, params, writer(context))),
  implement(smtpTestAct, (params, context) => testSmtp(context.db, params)),
];
