// Phone numbers as the portal stores, searches and shows them, read by libphonenumber-js (the field's parser) with
// Canada as the default country. Stored: North American numbers as their ten national digits (what lockers and the
// demo data send), others in E.164; searched: by digits, whatever way the number is typed; shown: spec §9's
// 3-3-4 groups for North American numbers, the international form for others.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'CA';

/** Only the digits: '(416) 555-8605' → '4165558605'. */
export const digitsOf = (text: string): string => text.replace(/\D/g, '');

function parsed(text: string) {
  const phone = parsePhoneNumberFromString(text.trim(), DEFAULT_PHONE_COUNTRY);
  return phone?.isValid() ? phone : undefined;
}

/** How a phone is stored: ten digits for +1 numbers, E.164 for the rest; text that is no valid number is kept. */
export function storedPhone(text: string): string {
  const phone = parsed(text);
  if (!phone) return text.trim();
  return phone.countryCallingCode === '1' ? phone.nationalNumber : phone.number;
}

/** A phone in E.164 ('+14165550142'), read with Canada as the default country; undefined when it is no valid number. */
export const e164Phone = (text: string): string | undefined => parsed(text)?.number;

/**
 * The digits a phone search looks for: a whole number typed in any format ('416-555-8605', '(416) 555 8605',
 * '+1 416 555 8605') becomes its stored digits; part of one ('555-86') its digits. Text without digits is kept.
 */
export function phoneSearchText(text: string): string {
  const phone = parsed(text);
  if (phone) return digitsOf(storedPhone(text));
  const digits = digitsOf(text);
  return digits === '' ? text.trim() : digits;
}

/** Whether a search text reads as a phone number (digits with phone punctuation only, at least 7 digits). */
export const looksLikePhone = (text: string): boolean =>
  /^[\d\s()+.-]+$/.test(text.trim()) && digitsOf(text).length >= 7;

/** Spec §9: first 3, next 3, next 4 digits for a North American number; others as the world writes them. */
export function displayPhone(text: string): string {
  const phone = parsed(text);
  if (phone && phone.countryCallingCode !== '1') return phone.formatInternational();
  const digits = phone ? phone.nationalNumber : digitsOf(text);
  if (digits.length !== 10) return text.trim();
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
