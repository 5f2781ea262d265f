import { z } from 'zod';

/**
 * What a state-priced offer (vignettes) states in its coverage about its price: the official
 * tariff in its own currency and the BNM rate of the pricing day it is paid in lei at (the
 * domain's `paymentRule`).
 */
const statedSchema = z.object({
  officialTariff: z.number().positive(),
  officialTariffCurrency: z.enum(['EUR', 'HUF']),
  rateDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rateEUR: z.number().positive(),
  rateHUF: z.number().positive().optional(),
});

export interface OfficialTariffText {
  /** The official tariff, e.g. "9,50 €" or "6 620 HUF". */
  tariff: string;
  /** The rate it is paid at, as the BNM quotes it: "1 EUR = 19,4523 MDL", "100 HUF = 4,921 MDL". */
  rate: string;
  /** The day of the rate, dd.mm.yyyy. */
  date: string;
}

/** The statement of an offer's coverage, written for `locale`; undefined for offers that carry none. */
export function officialTariffText(coverage: Record<string, unknown>, locale: string): OfficialTariffText | undefined {
  const parsed = statedSchema.safeParse(coverage);
  if (!parsed.success) return undefined;
  const stated = parsed.data;
  const currency = stated.officialTariffCurrency;
  const tariff = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'HUF' ? 'code' : 'symbol',
    maximumFractionDigits: currency === 'HUF' ? 0 : 2,
  }).format(stated.officialTariff);
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(value);
  // The BNM quotes the forint per 100.
  const rate =
    currency === 'HUF' && stated.rateHUF !== undefined
      ? `100 HUF = ${number(stated.rateHUF * 100)} MDL`
      : `1 EUR = ${number(stated.rateEUR)} MDL`;
  const [year, month, day] = stated.rateDate.split('-');
  return { tariff, rate, date: `${day}.${month}.${year}` };
}
