import { describe, expect, it } from 'vitest';
import { chooseRecipients } from './recipient-choice.js';

const phone = '4165550142';
const email = 'dana@example.com';

describe('chooseRecipients', () => {
  it('sends to every address of a parcel without a member', () => {
    expect(chooseRecipients({ phone, email, phoneOptedOut: false })).toEqual([
      ['sms', phone],
      ['email', email],
    ]);
  });

  it("keeps to the member's preferred channel when it can be used", () => {
    expect(
      chooseRecipients({ phone, email, phoneOptedOut: false, member: { channel: 'sms', email } }),
    ).toEqual([['sms', phone]]);
    expect(
      chooseRecipients({ phone, email, phoneOptedOut: false, member: { channel: 'email', email } }),
    ).toEqual([['email', email]]);
  });

  it("uses the member's own email when the SMS cannot go and the parcel has no email", () => {
    expect(
      chooseRecipients({ phone, email: '', phoneOptedOut: true, member: { channel: 'sms', email } }),
    ).toEqual([['email', email]]);
  });

  it('falls back to SMS when an email-minded member has no email anywhere', () => {
    expect(
      chooseRecipients({ phone, email: '', phoneOptedOut: false, member: { channel: 'email', email: '' } }),
    ).toEqual([['sms', phone]]);
  });

  it('never texts an opted-out phone, and may leave nobody', () => {
    expect(chooseRecipients({ phone, email: '', phoneOptedOut: true })).toEqual([]);
    expect(
      chooseRecipients({ phone, email: '', phoneOptedOut: true, member: { channel: 'sms', email: ' ' } }),
    ).toEqual([]);
  });
});
