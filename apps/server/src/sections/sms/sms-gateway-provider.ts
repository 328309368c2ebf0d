// SMS through an HTTP gateway (SMS_GATEWAY_URL): POST {to, body, reference} as JSON, with SMS_GATEWAY_TOKEN as a
// bearer token when set. Any 2xx answer means the gateway took the message. Gateways expect E.164 numbers
// ('+13065559586'), while the portal stores North American numbers as their ten digits: the number is converted
// here, and one that is no valid number is not sent at all (the message fails with the reason).
import { e164Phone } from '@bluemanager/protocol';
import type { MessageProvider } from './message-provider.js';

const TIMEOUT_MS = 10_000;

export function smsGatewayProvider(url: string, token?: string): MessageProvider {
  return {
    name: 'sms-gateway',
    async send(message) {
      const to = e164Phone(message.recipient);
      if (!to) throw new Error(`'${message.recipient}' is not a phone number an SMS can be sent to`);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to, body: message.body, reference: `message-${message.id}` }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        const text = (await response.text().catch(() => '')).slice(0, 200);
        throw new Error(`SMS gateway answered ${response.status}${text ? `: ${text}` : ''}`);
      }
    },
  };
}
