// A webhook's signing secret: random, shown once at creation, and kept sealed (domain/secrets/sealed-text.ts)
// because the dispatcher must sign with it; a hash would not do.
import { randomBytes } from 'node:crypto';

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}
