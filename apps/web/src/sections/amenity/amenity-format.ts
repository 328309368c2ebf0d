// How the amenity pages say an amount and a machine: the money module's own formatting (integer minor units, never
// a float on the way), in the user's language.
import { CURRENCIES, formatMoney } from '@bluemanager/protocol';
import { readableMachineName } from '../../format/machine-name';

export function amountText(cents: number, currency: string, language: string): string {
  const known = CURRENCIES.find((code) => code === currency) ?? 'CAD';
  return formatMoney({ amount: cents, currency: known }, language);
}

export const machineName = (name: string) => readableMachineName(name);
