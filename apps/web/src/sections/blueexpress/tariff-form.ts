// The tariff form's values (one typed price per size × service, in the tariff's currency) and the act 65308
// parameters they become: each price read as integer cents, never through a float.
import {
  decimalText,
  EXPRESS_SERVICES,
  EXPRESS_SIZES,
  expressTariffSetAct,
  parseMoney,
  type ActParams,
  type Currency,
  type ExpressTariffRow,
} from '@bluemanager/protocol';
import type { ActFormMapping } from '../../shared/form/act-form';

export const TARIFF_CELLS = EXPRESS_SIZES.flatMap((size) =>
  EXPRESS_SERVICES.map((service) => ({ size, service })),
);

export interface TariffDraft {
  prices: string[];
}

export function draftOf(rows: readonly ExpressTariffRow[]): TariffDraft {
  return {
    prices: TARIFF_CELLS.map((cell) => {
      const row = rows.find((entry) => entry.size === cell.size && entry.service === cell.service);
      return row ? decimalText(row.price) : '';
    }),
  };
}

export function tariffParams(draft: TariffDraft, currency: Currency): ActParams<typeof expressTariffSetAct> {
  return {
    currency,
    rows: TARIFF_CELLS.map((cell, index) => ({
      ...cell,
      // Not an amount: -1, which the schema refuses on that cell.
      amount: parseMoney(draft.prices[index] ?? '', currency)?.amount ?? -1,
    })),
  };
}

export function tariffMapping(currency: Currency): ActFormMapping<TariffDraft> {
  return {
    schema: expressTariffSetAct.params,
    paramsOf: (draft) => tariffParams(draft, currency),
    fieldOf: (path) => {
      const index = /^rows\.(\d+)/.exec(path)?.[1];
      return index === undefined ? 'prices' : `prices.${Number(index)}`;
    },
  };
}
