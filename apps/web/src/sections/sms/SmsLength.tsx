// How long an SMS is as the network counts it: characters, segments, what is left in the last one, and why a text
// fell into the 70-character Unicode alphabet (the character that did it).
import { smsLength } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';

/** The first character that does not fit the GSM-7 alphabet, if any. */
function firstUnicodeCharacter(text: string): string | undefined {
  return [...text].find((character) => smsLength(character).encoding === 'UCS-2');
}

export function SmsLength({ text }: { text: string }) {
  const { t } = useTranslation();
  const length = smsLength(text);
  const example = length.encoding === 'UCS-2' ? firstUnicodeCharacter(text) : undefined;
  return (
    <div className="form-text" data-testid="sms-length" aria-live="polite">
      <span className="fw-semibold">
        {t('sms.length.summary', {
          count: length.segments,
          characters: length.characters,
          segments: length.segments,
          remaining: length.remaining,
        })}
      </span>{' '}
      <span data-testid="sms-encoding">
        {length.encoding === 'GSM-7'
          ? t('sms.length.gsm')
          : example
            ? t('sms.length.ucs', { example })
            : t('sms.length.ucsAny')}
      </span>{' '}
      {t('sms.length.afterFill')}
    </div>
  );
}
