// The templates a new database starts with. An SMS is the short text; an email is the same text with a greeting
// and a signature, so one sentence per event and language drives both channels.
import type { NotificationEvent, NotificationLanguage } from './notification-kinds.js';

interface DefaultText {
  subject: string;
  text: string;
}

const TEXTS: Record<NotificationEvent, Record<NotificationLanguage, DefaultText>> = {
  deposited: {
    en: {
      subject: 'Your {carrier} parcel is ready for pickup',
      text: 'Your {carrier} parcel {parcelId} is waiting in {locker}, compartment {compartment}. Pickup code: {code}. Please collect it by {due}.',
    },
    fr: {
      subject: 'Votre colis {carrier} est prêt',
      text: 'Votre colis {carrier} {parcelId} vous attend dans {locker}, casier {compartment}. Code de retrait : {code}. Merci de le récupérer avant le {due}.',
    },
    de: {
      subject: 'Ihr {carrier}-Paket ist abholbereit',
      text: 'Ihr {carrier}-Paket {parcelId} liegt in {locker}, Fach {compartment}. Abholcode: {code}. Bitte holen Sie es bis {due} ab.',
    },
    pt: {
      subject: 'A sua encomenda {carrier} está pronta',
      text: 'A sua encomenda {carrier} {parcelId} está em {locker}, cacifo {compartment}. Código de levantamento: {code}. Levante-a até {due}.',
    },
  },
  reminder: {
    en: {
      subject: 'Reminder: your {carrier} parcel is waiting',
      text: 'Reminder: your {carrier} parcel {parcelId} is still waiting in {locker}. Please collect it by {due}.',
    },
    fr: {
      subject: 'Rappel : votre colis {carrier} vous attend',
      text: 'Rappel : votre colis {carrier} {parcelId} vous attend toujours dans {locker}. Merci de le récupérer avant le {due}.',
    },
    de: {
      subject: 'Erinnerung: Ihr {carrier}-Paket wartet',
      text: 'Erinnerung: Ihr {carrier}-Paket {parcelId} liegt noch in {locker}. Bitte holen Sie es bis {due} ab.',
    },
    pt: {
      subject: 'Lembrete: a sua encomenda {carrier} está à espera',
      text: 'Lembrete: a sua encomenda {carrier} {parcelId} continua em {locker}. Levante-a até {due}.',
    },
  },
  overdue: {
    en: {
      subject: 'Your {carrier} parcel is overdue',
      text: 'Your {carrier} parcel {parcelId} in {locker} was due on {due}. Please collect it soon or it may be returned to the carrier.',
    },
    fr: {
      subject: 'Votre colis {carrier} est en retard',
      text: 'Votre colis {carrier} {parcelId} dans {locker} devait être récupéré le {due}. Récupérez-le vite, sinon il pourrait être renvoyé au transporteur.',
    },
    de: {
      subject: 'Ihr {carrier}-Paket ist überfällig',
      text: 'Ihr {carrier}-Paket {parcelId} in {locker} war bis {due} abzuholen. Bitte holen Sie es bald ab, sonst geht es an den Zusteller zurück.',
    },
    pt: {
      subject: 'A sua encomenda {carrier} está em atraso',
      text: 'A sua encomenda {carrier} {parcelId} em {locker} devia ter sido levantada até {due}. Levante-a em breve ou poderá ser devolvida à transportadora.',
    },
  },
  'code-resent': {
    en: {
      subject: 'Your new pickup code',
      text: 'Your new pickup code for {carrier} parcel {parcelId} in {locker} is {code}. The previous code no longer works.',
    },
    fr: {
      subject: 'Votre nouveau code de retrait',
      text: 'Votre nouveau code de retrait pour le colis {carrier} {parcelId} dans {locker} est {code}. L’ancien code ne fonctionne plus.',
    },
    de: {
      subject: 'Ihr neuer Abholcode',
      text: 'Ihr neuer Abholcode für das {carrier}-Paket {parcelId} in {locker} lautet {code}. Der bisherige Code gilt nicht mehr.',
    },
    pt: {
      subject: 'O seu novo código de levantamento',
      text: 'O seu novo código para a encomenda {carrier} {parcelId} em {locker} é {code}. O código anterior deixou de funcionar.',
    },
  },
  collected: {
    en: {
      subject: 'Your {carrier} parcel was collected',
      text: 'Your {carrier} parcel {parcelId} was collected from {locker}. Thank you!',
    },
    fr: {
      subject: 'Votre colis {carrier} a été récupéré',
      text: 'Votre colis {carrier} {parcelId} a été récupéré dans {locker}. Merci !',
    },
    de: {
      subject: 'Ihr {carrier}-Paket wurde abgeholt',
      text: 'Ihr {carrier}-Paket {parcelId} wurde aus {locker} abgeholt. Vielen Dank!',
    },
    pt: {
      subject: 'A sua encomenda {carrier} foi levantada',
      text: 'A sua encomenda {carrier} {parcelId} foi levantada em {locker}. Obrigado!',
    },
  },
};

const GREETING: Record<NotificationLanguage, string> = {
  en: 'Hello {recipient},',
  fr: 'Bonjour {recipient},',
  de: 'Hallo {recipient},',
  pt: 'Olá {recipient},',
};

export interface TemplateRow {
  event: string;
  language: string;
  channel: string;
  subject: string;
  body: string;
  updated_at: string;
}

export function defaultTemplateRows(now: string): TemplateRow[] {
  return Object.entries(TEXTS).flatMap(([event, languages]) =>
    Object.entries(languages).flatMap(([language, { subject, text }]) => [
      { event, language, channel: 'sms', subject: '', body: text, updated_at: now },
      {
        event,
        language,
        channel: 'email',
        subject,
        body: `${GREETING[language as NotificationLanguage]}\n\n${text}\n\n{building}`,
        updated_at: now,
      },
    ]),
  );
}
