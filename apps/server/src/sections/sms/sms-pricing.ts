// What one SMS segment costs, for the SMS Dashboard's estimate: SMS_PRICE_PER_SEGMENT (a decimal, default 0.0079,
// a common North American rate) in SMS_PRICE_CURRENCY (ISO 4217, default USD). A wrong value stops the server
// starting (loadDeliveryConfig asks for it), with the reason.
export interface SmsPricing {
  pricePerSegment: number;
  currency: string;
}

const DEFAULT_PRICE = 0.0079;

export function smsPricing(env: Record<string, string | undefined> = process.env): SmsPricing {
  const priceText = env.SMS_PRICE_PER_SEGMENT?.trim() || String(DEFAULT_PRICE);
  const currency = env.SMS_PRICE_CURRENCY?.trim().toUpperCase() || 'USD';
  const price = Number(priceText);
  if (!/^\d+(\.\d+)?$/.test(priceText) || !Number.isFinite(price) || price > 10)
    throw new Error(`SMS_PRICE_PER_SEGMENT must be a decimal between 0 and 10, not '${priceText}'`);
  if (!/^[A-Z]{3}$/.test(currency))
    throw new Error(`SMS_PRICE_CURRENCY must be a three-letter currency code, not '${currency}'`);
  return { pricePerSegment: price, currency };
}
