// How recipient messages leave the server, from the environment: SMTP_URL (and SMTP_FROM) for email,
// SMS_GATEWAY_URL (and SMS_GATEWAY_TOKEN) for SMS. Without them both go to the development outbox.
import { outboxProvider, type MessageProviders } from './message-provider.js';
import { smsGatewayProvider } from './sms-gateway-provider.js';
import { smsPricing } from './sms-pricing.js';
import { smtpProvider } from './smtp-provider.js';

export interface DeliveryConfig {
  smtpUrl?: string;
  smtpFrom: string;
  smsGatewayUrl?: string;
  smsGatewayToken?: string;
}

const DEFAULT_FROM = 'BlueManager <no-reply@bluemanager.invalid>';

function checkUrl(name: string, value: string, protocols: readonly string[], problems: string[]): void {
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) problems.push(`${name} must start with ${protocols.join(' or ')}`);
  } catch {
    problems.push(`${name} is not a URL`);
  }
}

/** Reads and checks the delivery settings; every problem is reported at once. */
export function loadDeliveryConfig(env: Record<string, string | undefined> = process.env): DeliveryConfig {
  const problems: string[] = [];
  const smtpUrl = env.SMTP_URL || undefined;
  const smsGatewayUrl = env.SMS_GATEWAY_URL || undefined;
  if (smtpUrl) checkUrl('SMTP_URL', smtpUrl, ['smtp:', 'smtps:'], problems);
  if (smsGatewayUrl) checkUrl('SMS_GATEWAY_URL', smsGatewayUrl, ['http:', 'https:'], problems);
  try {
    smsPricing(env);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (problems.length > 0)
    throw new Error(`Message delivery is not configured right: ${problems.join('; ')}`);
  return {
    smtpUrl,
    smtpFrom: env.SMTP_FROM || DEFAULT_FROM,
    smsGatewayUrl,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || undefined,
  };
}

export function providersFor(config: DeliveryConfig): MessageProviders {
  return {
    sms: config.smsGatewayUrl
      ? smsGatewayProvider(config.smsGatewayUrl, config.smsGatewayToken)
      : outboxProvider,
    email: config.smtpUrl ? smtpProvider(config.smtpUrl, config.smtpFrom) : outboxProvider,
  };
}
