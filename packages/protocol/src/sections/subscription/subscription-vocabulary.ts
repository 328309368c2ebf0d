// The words of the subscription section (spec §2 `subscription`, "charge mode"): who sees what a building is
// billed, who keeps its units, who sets plans and invoices, and the states a plan and an invoice go through.
import type { Role } from '../../levels.js';

/** The page and its lists: the operator's system admins, and a business partner for its own buildings. */
export const SUBSCRIPTION_READERS: readonly Role[] = ['10', '-2'];
/** A building's units are kept by whoever reads them: a partner manages its own buildings' units. */
export const UNIT_KEEPERS: readonly Role[] = ['10', '-2'];
/** Plans and invoices are the operator's: what a partner pays is not the partner's to set. */
export const BILLING_ROLES: readonly Role[] = ['10'];

/** A plan bills while active; a paused one bills nothing until it is active again; an ended one never again. */
export const PLAN_STATES = ['active', 'paused', 'ended'] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/** An invoice is drafted, issued, then paid; a draft or an issued one may be voided (and the month generated again). */
export const INVOICE_STATES = ['draft', 'issued', 'paid', 'void'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** The moves an invoice may make: anything else is refused as a conflict. */
export const INVOICE_MOVES: Readonly<Record<InvoiceState, readonly InvoiceState[]>> = {
  draft: ['issued', 'void'],
  issued: ['paid', 'void'],
  paid: [],
  void: [],
};

/** What an invoice line counts: a building's active units, or its lockers (machines in service there). */
export const INVOICE_LINE_KINDS = ['units', 'lockers'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export const SUBSCRIPTION_SORTS = ['building', 'units', 'lockers'] as const;

/** A price of more than 100,000.00 a unit a month is a typo (minor units). */
export const MAX_MONTHLY_PRICE = 10_000_000;
