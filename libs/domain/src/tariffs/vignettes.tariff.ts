import { z } from 'zod';
import { PricedRisk, TariffCalculation } from './tariff-calculation';
import { decline, type TariffContext, type TariffDecline } from './tariff.types';
import { addServiceFee, convertToLei } from './shared-factors';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

// ---------- Moldova (evinieta.gov.md), for vehicles not registered in Moldova ----------

export const MD_VIGNETTE_CATEGORIES = ['M1', 'M2', 'M3', 'N1', 'N2', 'N3'] as const;
export const MD_VIGNETTE_VALIDITIES = [
  '1_day',
  '7_days',
  '15_days',
  '30_days',
  '90_days',
  '180_days',
  '12_months',
] as const;

export const mdVignetteRiskSchema = z.object({
  category: z.enum(MD_VIGNETTE_CATEGORIES),
  validity: z.enum(MD_VIGNETTE_VALIDITIES),
  registrationCountry: z.string().length(2),
  startDate: isoDate.optional(),
});
export type MdVignetteRisk = z.infer<typeof mdVignetteRiskSchema>;

const DAYS: Record<string, number> = {
  '1_day': 1,
  '7_days': 7,
  '10_days': 10,
  '15_days': 15,
  '30_days': 30,
  '60_days': 60,
  '90_days': 90,
  '180_days': 180,
  '12_months': 365,
};

/** EUR (domain.md §4.2): M1 7/15/30/90/180 days; heavier vehicles 1 day/7/30/90 days/12 months. */
const MD_PRICES: Record<MdVignetteRisk['category'], Partial<Record<MdVignetteRisk['validity'], number>>> = {
  M1: { '7_days': 4, '15_days': 8, '30_days': 16, '90_days': 45, '180_days': 85 },
  M2: { '1_day': 6, '7_days': 24, '30_days': 48, '90_days': 120, '12_months': 480 },
  M3: { '1_day': 7, '7_days': 28, '30_days': 56, '90_days': 140, '12_months': 560 },
  N1: { '1_day': 5, '7_days': 20, '30_days': 40, '90_days': 100, '12_months': 400 },
  N2: { '1_day': 8, '7_days': 32, '30_days': 64, '90_days': 160, '12_months': 640 },
  N3: { '1_day': 11, '7_days': 55, '30_days': 112, '90_days': 280, '12_months': 1120 },
};

/** Moldovan vignette: official EUR price × BNM rate + service fee; Moldovan vehicles pay road tax instead. */
export function priceMdVignette(risk: MdVignetteRisk, ctx: TariffContext): PricedRisk | TariffDecline {
  if (risk.registrationCountry.toUpperCase() === 'MD') {
    return decline('not-eligible', 'vehicles registered in Moldova pay the road tax, not the vignette');
  }
  const price = MD_PRICES[risk.category][risk.validity];
  if (price === undefined) return decline('invalid-options', `no ${risk.validity} vignette for ${risk.category}`);
  return passThrough('EUR', price, `${risk.category}, ${risk.validity}`, DAYS[risk.validity], ctx, {
    country: 'MD',
    category: risk.category,
    validity: risk.validity,
  });
}

// ---------- Romania (rovinieta) ----------

/**
 * Rovinieta categories (domain.md §4.1): A cars; goods vehicles by authorised weight B ≤ 3.5 t,
 * C 3.5–7.5 t, D 7.5–12 t, E ≥ 12 t with at most 3 axles, F ≥ 12 t with 4 or more. G and H
 * (buses) exist but their prices were not retrieved: not sold.
 */
export const RO_VIGNETTE_CATEGORIES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export const RO_VIGNETTE_VALIDITIES = [
  '1_day',
  '7_days',
  '10_days',
  '30_days',
  '60_days',
  '90_days',
  '12_months',
] as const;

export const roVignetteRiskSchema = z.object({
  category: z.enum(RO_VIGNETTE_CATEGORIES),
  validity: z.enum(RO_VIGNETTE_VALIDITIES),
  /** First day of validity; the tariff in force that day applies (default: the pricing day). */
  startDate: isoDate.optional(),
});
export type RoVignetteRisk = z.infer<typeof roVignetteRiskSchema>;

type RoPrices = Partial<Record<RoVignetteRisk['category'], Partial<Record<RoVignetteRisk['validity'], number>>>>;

/**
 * Rovinieta tariffs by effective date (EUR, VAT included; domain.md §4.1), newest first. B only
 * from the Sep-2025 tariff (earlier B prices were not retrieved); C and D (undated sources), E
 * (sibiu100.ro, Jan 2025) and F (older articles) are the latest prices retrieved, kept in the
 * current tariff only (ASSUMPTION: still in force).
 */
export const RO_VIGNETTE_TARIFFS: { from: string; source: string; prices: RoPrices }[] = [
  {
    from: '2025-09-01',
    source: 'Law 141/2025',
    prices: {
      A: { '1_day': 3.5, '10_days': 6, '30_days': 9.5, '60_days': 15, '12_months': 50 },
      B: { '1_day': 8.6, '10_days': 11.5, '30_days': 18.2, '60_days': 28.8, '12_months': 96 },
      C: { '1_day': 4, '7_days': 16, '30_days': 32, '12_months': 320 },
      D: { '1_day': 7, '7_days': 28, '30_days': 56, '12_months': 560 },
      E: { '1_day': 9, '12_months': 720 },
      F: { '12_months': 1210 },
    },
  },
  {
    from: '2024-03-11',
    source: 'OG 14/2024',
    prices: { A: { '1_day': 2.5, '10_days': 3.3, '30_days': 5.3, '60_days': 8.4, '12_months': 28 } },
  },
  {
    from: '0000-01-01',
    source: 'tariff before 11 Mar 2024',
    prices: { A: { '7_days': 3, '30_days': 7, '90_days': 13, '12_months': 28 } },
  },
];

/** The rovinieta tariff in force on a day (yyyy-MM-dd). */
export function roVignetteTariffOn(day: string): (typeof RO_VIGNETTE_TARIFFS)[number] {
  return RO_VIGNETTE_TARIFFS.find((tariff) => day >= tariff.from) ?? RO_VIGNETTE_TARIFFS.at(-1)!;
}

/** Rovinieta: the tariff in force on the first day of validity, × rate, + service fee. */
export function priceRoVignette(risk: RoVignetteRisk, ctx: TariffContext): PricedRisk | TariffDecline {
  const day = risk.startDate ?? ctx.date;
  const tariff = roVignetteTariffOn(day);
  const price = tariff.prices[risk.category]?.[risk.validity];
  if (price === undefined) {
    return decline('invalid-options', `no ${risk.validity} rovinieta for category ${risk.category} on ${day}`);
  }
  return passThrough(
    'EUR',
    price,
    `category ${risk.category}, ${risk.validity}, ${tariff.source}`,
    DAYS[risk.validity],
    ctx,
    {
      country: 'RO',
      category: risk.category,
      validity: risk.validity,
      tariffFrom: tariff.from,
    },
  );
}

// ---------- Hungary (e-matrica) ----------

export const HU_VIGNETTE_CATEGORIES = ['D1M', 'D1', 'D2', 'U'] as const;
export const HU_VIGNETTE_VALIDITIES = ['daily', 'weekly', 'monthly', 'annual'] as const;

export const huVignetteRiskSchema = z.object({
  category: z.enum(HU_VIGNETTE_CATEGORIES),
  validity: z.enum(HU_VIGNETTE_VALIDITIES),
  startDate: isoDate.optional(),
});
export type HuVignetteRisk = z.infer<typeof huVignetteRiskSchema>;

/** HUF, from 1 Jan 2025 (domain.md §4.3); weekly is 10 days, annual the national one. */
const HU_PRICES: Record<HuVignetteRisk['category'], Record<HuVignetteRisk['validity'], number>> = {
  D1M: { daily: 2660, weekly: 3310, monthly: 5360, annual: 59210 },
  D1: { daily: 5320, weekly: 6620, monthly: 10710, annual: 59210 },
  D2: { daily: 7560, weekly: 9630, monthly: 15170, annual: 84040 },
  U: { daily: 5320, weekly: 6620, monthly: 10710, annual: 59210 },
};
const HU_DAYS: Record<HuVignetteRisk['validity'], number> = { daily: 1, weekly: 10, monthly: 31, annual: 365 };

/**
 * e-matrica: the HUF tariff, in euro at the cross rate of the day's official rates (MDL per HUF ÷
 * MDL per EUR, both the National Bank's, from the same daily record and so under the same
 * fallback rule), then in lei at the EUR rate like every EUR-priced item, + service fee.
 */
export function priceHuVignette(risk: HuVignetteRisk, ctx: TariffContext): PricedRisk | TariffDecline {
  const huf = HU_PRICES[risk.category][risk.validity];
  const cross = Number((ctx.rates.HUF / ctx.rates.EUR).toFixed(8));
  const calc = new TariffCalculation('EUR');
  calc.base('official-tariff-huf', huf, `HUF, category ${risk.category}, ${risk.validity}`);
  calc.multiply(
    'HUF-to-EUR',
    cross,
    `official rates of ${ctx.date}: ${ctx.rates.HUF} MDL per HUF ÷ ${ctx.rates.EUR} MDL per EUR`,
  );
  convertToLei(calc, ctx);
  addServiceFee(calc, 'vignette');
  calc.round(0.01, 'to the ban (MDL)');
  return {
    calc,
    periodDays: HU_DAYS[risk.validity],
    coverage: {
      country: 'HU',
      category: risk.category,
      validity: risk.validity,
      ...paymentRule(huf, 'HUF', ctx),
    },
    limits: {},
    extras: [],
  };
}

// ---------- Bulgaria (e-vignette, category 3) ----------

export const BG_VIGNETTE_VALIDITIES = ['weekend', 'week', 'month', 'quarter', 'year'] as const;

export const bgVignetteRiskSchema = z.object({
  validity: z.enum(BG_VIGNETTE_VALIDITIES),
  /** Authorised weight; above 3.5 t Bulgaria charges distance tolls instead. */
  authorizedWeightKg: z.number().int().min(0).max(100_000),
  startDate: isoDate.optional(),
});
export type BgVignetteRisk = z.infer<typeof bgVignetteRiskSchema>;

/** EUR (domain.md §4.4; ASSUMPTION: euro prices after the 2026 switch, equal to BGN at the peg). */
const BG_PRICES: Record<BgVignetteRisk['validity'], [number, number]> = {
  weekend: [5.11, 3],
  week: [7.67, 7],
  month: [15.34, 30],
  quarter: [27.61, 90],
  year: [49.6, 365],
};

export function priceBgVignette(risk: BgVignetteRisk, ctx: TariffContext): PricedRisk | TariffDecline {
  if (risk.authorizedWeightKg > 3500) {
    return decline('not-eligible', 'vehicles over 3.5 t pay distance-based tolls in Bulgaria');
  }
  const [price, days] = BG_PRICES[risk.validity];
  return passThrough('EUR', price, `category 3, ${risk.validity}`, days, ctx, {
    country: 'BG',
    category: '3',
    validity: risk.validity,
  });
}

/**
 * What a state-priced offer states about its price (domain.md §10.9): the official tariff in its
 * own currency, and the rule it is paid in lei by — the National Bank of Moldova's official rate
 * of the pricing day (for the forint: its HUF and EUR rates), the same record every EUR price of
 * the day uses.
 */
export function paymentRule(
  officialTariff: number,
  currency: 'EUR' | 'HUF',
  ctx: TariffContext,
): Record<string, string | number> {
  return {
    officialTariff,
    officialTariffCurrency: currency,
    paidIn: 'MDL',
    rateSource: 'BNM',
    rateDate: ctx.date,
    rateEUR: ctx.rates.EUR / ctx.rates.MDL,
    ...(currency === 'HUF' ? { rateHUF: ctx.rates.HUF / ctx.rates.MDL } : {}),
  };
}

/** State-priced items (domain.md §10.9): the official price converted to lei plus the service fee. */
function passThrough(
  currency: 'EUR',
  price: number,
  note: string,
  periodDays: number,
  ctx: TariffContext,
  coverage: Record<string, string>,
): PricedRisk {
  const calc = new TariffCalculation(currency);
  calc.base('official-tariff', price, note);
  convertToLei(calc, ctx);
  addServiceFee(calc, 'vignette');
  calc.round(0.01, 'to the ban (MDL)');
  return {
    calc,
    periodDays,
    coverage: { ...coverage, ...paymentRule(price, currency, ctx) },
    limits: {},
    extras: [{ code: 'wallet-pass', note: 'vignette in the wallet' }],
  };
}
