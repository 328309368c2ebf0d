// The email templates of the staff alerts a database starts with (migration 0005). Kept apart from the recipient
// templates because migration 0003 inserts those: a migration's rows must not change once it has run anywhere.
import type { TemplateRow } from './default-templates.js';
import type { NotificationLanguage, StaffAlertEvent } from './notification-kinds.js';

interface AlertText {
  subject: string;
  body: string;
}

const TEXTS: Record<StaffAlertEvent, Record<NotificationLanguage, AlertText>> = {
  'locker-offline': {
    en: {
      subject: '{building}: locker {locker} is offline',
      body: 'Locker {locker} in {building} went offline ({detail}). Parcels in it cannot be deposited or collected until it is back.',
    },
    fr: {
      subject: '{building} : le casier {locker} est hors ligne',
      body: 'Le casier {locker} de {building} est hors ligne ({detail}). Aucun colis ne peut y être déposé ni retiré avant son retour.',
    },
    de: {
      subject: '{building}: Schließfach {locker} ist offline',
      body: 'Das Schließfach {locker} in {building} ist offline ({detail}). Bis es wieder erreichbar ist, kann dort nichts eingelegt oder abgeholt werden.',
    },
    pt: {
      subject: '{building}: o cacifo {locker} está offline',
      body: 'O cacifo {locker} em {building} ficou offline ({detail}). Não é possível depositar nem levantar encomendas até voltar.',
    },
  },
  'locker-fault': {
    en: {
      subject: '{building}: locker {locker} reports a problem',
      body: 'Locker {locker} in {building} reported: {detail}.',
    },
    fr: {
      subject: '{building} : le casier {locker} signale un problème',
      body: 'Le casier {locker} de {building} signale : {detail}.',
    },
    de: {
      subject: '{building}: Schließfach {locker} meldet ein Problem',
      body: 'Das Schließfach {locker} in {building} meldet: {detail}.',
    },
    pt: {
      subject: '{building}: o cacifo {locker} comunica um problema',
      body: 'O cacifo {locker} em {building} comunicou: {detail}.',
    },
  },
  'parcels-overdue': {
    en: {
      subject: '{building}: {count} parcel(s) overdue',
      body: '{count} parcel(s) in {building} passed the overdue threshold and are still waiting to be collected.',
    },
    fr: {
      subject: '{building} : {count} colis en retard',
      body: '{count} colis de {building} ont dépassé le délai et attendent toujours d’être retirés.',
    },
    de: {
      subject: '{building}: {count} Paket(e) überfällig',
      body: '{count} Paket(e) in {building} haben die Frist überschritten und warten noch auf Abholung.',
    },
    pt: {
      subject: '{building}: {count} encomenda(s) em atraso',
      body: '{count} encomenda(s) em {building} ultrapassaram o prazo e ainda aguardam levantamento.',
    },
  },
};

/** Staff alerts go by email only: the portal's bell already shows them to whoever is signed in. */
export function staffAlertTemplateRows(now: string): TemplateRow[] {
  return Object.entries(TEXTS).flatMap(([event, languages]) =>
    Object.entries(languages).map(([language, { subject, body }]) => ({
      event,
      language,
      channel: 'email',
      subject,
      body,
      updated_at: now,
    })),
  );
}
