// The words of an invoice as it is emailed (its PDF and its email), in the four languages of the portal: an invoice
// is written in the building's notification language, the language it is told things in.
import type { InvoiceLineKind } from '@bluemanager/protocol';

export const INVOICE_LANGUAGES = ['en', 'fr', 'de', 'pt'] as const;
export type InvoiceLanguage = (typeof INVOICE_LANGUAGES)[number];

export interface InvoiceLabels {
  title: string;
  number: string;
  month: string;
  issued: string;
  paid: string;
  billedTo: string;
  description: string;
  quantity: string;
  unitPrice: string;
  days: string;
  amount: string;
  total: string;
  kinds: Record<InvoiceLineKind, string>;
  /** {number}, {building} and {month}. */
  emailSubject: string;
  /** {number}, {building}, {month} and {total}. */
  emailBody: string;
}

export const INVOICE_LABELS: Record<InvoiceLanguage, InvoiceLabels> = {
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    month: 'Month',
    issued: 'Issued',
    paid: 'Paid',
    billedTo: 'Billed to',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Monthly price',
    days: 'Days',
    amount: 'Amount',
    total: 'Total',
    kinds: { units: 'Active units', lockers: 'Lockers in service' },
    emailSubject: 'Invoice {number}: {building}, {month}',
    emailBody:
      'Hello,\n\nPlease find attached invoice {number} for {building}, {month}: {total}.\n\nThank you.',
  },
  fr: {
    title: 'Facture',
    number: 'Numéro de facture',
    month: 'Mois',
    issued: 'Émise le',
    paid: 'Payée le',
    billedTo: 'Facturé à',
    description: 'Désignation',
    quantity: 'Quantité',
    unitPrice: 'Prix mensuel',
    days: 'Jours',
    amount: 'Montant',
    total: 'Total',
    kinds: { units: 'Logements actifs', lockers: 'Casiers en service' },
    emailSubject: 'Facture {number} : {building}, {month}',
    emailBody:
      'Bonjour,\n\nVous trouverez ci-joint la facture {number} de {building} pour {month} : {total}.\n\nMerci.',
  },
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    month: 'Monat',
    issued: 'Ausgestellt',
    paid: 'Bezahlt',
    billedTo: 'Rechnung an',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Monatspreis',
    days: 'Tage',
    amount: 'Betrag',
    total: 'Gesamt',
    kinds: { units: 'Aktive Wohneinheiten', lockers: 'Schließfachanlagen in Betrieb' },
    emailSubject: 'Rechnung {number}: {building}, {month}',
    emailBody:
      'Guten Tag,\n\nanbei erhalten Sie die Rechnung {number} für {building}, {month}: {total}.\n\nVielen Dank.',
  },
  pt: {
    title: 'Fatura',
    number: 'Número da fatura',
    month: 'Mês',
    issued: 'Emitida',
    paid: 'Paga',
    billedTo: 'Faturado a',
    description: 'Descrição',
    quantity: 'Quantidade',
    unitPrice: 'Preço mensal',
    days: 'Dias',
    amount: 'Valor',
    total: 'Total',
    kinds: { units: 'Unidades ativas', lockers: 'Cacifos em serviço' },
    emailSubject: 'Fatura {number}: {building}, {month}',
    emailBody: 'Olá,\n\nSegue em anexo a fatura {number} de {building}, {month}: {total}.\n\nObrigado.',
  },
};

export function invoiceLanguage(value: string): InvoiceLanguage {
  return INVOICE_LANGUAGES.find((language) => language === value) ?? 'en';
}

/** A billing month (yyyy-mm) as words, in UTC's calendar as it is billed. */
export function invoiceMonth(month: string, language: InvoiceLanguage): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00.000Z`),
  );
}

/** A label with its {names} replaced by their values. */
export function filledLabel(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
