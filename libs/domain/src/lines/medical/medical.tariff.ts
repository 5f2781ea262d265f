import { z } from 'zod';
import { money, type Money } from '../../money/money';
import { PricedRisk, TariffCalculation } from '../../tariffs/tariff-calculation';
import { decline, type TariffContext, type TariffDecline } from '../../tariffs/tariff.types';
import { MAX_TRAVELLER_AGE, convertToLei, travellerAgeFactor } from '../../tariffs/shared-factors';
import { TRAVEL_VARIANTS, type TravelVariant } from './medical.variants';

/** The least sum insured a Schengen visa accepts (domain.md §9: mfa.gov.md). */
export const SCHENGEN_MINIMUM_EUR = 30_000;

/**
 * Travel zones of the daily-rate table: Ukraine and Moldova's neighbours; CIS, Georgia, Turkey,
 * Egypt, Tunisia; Europe (Schengen); worldwide without the US and Canada; worldwide.
 */
export const TRAVEL_ZONES = ['neighbours', 'cis', 'europe', 'worldwide-ex-us-ca', 'worldwide'] as const;
type TravelZone = (typeof TRAVEL_ZONES)[number];

/**
 * The zone that prices a trip through several regions: the dearest of them. TRAVEL_ZONES lists
 * the zones from the cheapest daily rate to the dearest, so the last one chosen wins.
 */
export function travelZoneOf(regions: readonly TravelZone[]): TravelZone {
  return TRAVEL_ZONES.reduce<TravelZone>(
    (widest, zone) => (regions.includes(zone) ? zone : widest),
    regions[0] ?? TRAVEL_ZONES[0],
  );
}

export const TRAVEL_SUMS_INSURED = [10_000, 30_000, 50_000] as const;
export const TRIP_PURPOSES = ['TRVL', 'BIZZ', 'STUDY', 'WORK', 'ADV', 'SKI', 'GSTRB'] as const;
export const SPORT_RISKS = ['low', 'medium', 'high'] as const;

export const travelMedicalRiskSchema = z
  .object({
    zone: z.enum(TRAVEL_ZONES),
    /** EUR. */
    sumInsured: z
      .number()
      .int()
      .refine((amount) => (TRAVEL_SUMS_INSURED as readonly number[]).includes(amount), 'not an offered sum insured'),
    tripType: z.enum(['single', 'multi']).default('single'),
    /** Single trip: the days of the stay. Multi-trip: the insured days within the validity. */
    days: z.number().int().min(1).max(365),
    /** Multi-trip only: how long the policy is valid (days). */
    validityDays: z.number().int().min(30).max(365).optional(),
    persons: z
      .array(z.object({ age: z.number().int().min(0).max(120) }))
      .min(1)
      .max(50),
    purpose: z.enum(TRIP_PURPOSES).default('TRVL'),
    /** Sport risk class for ADV and SKI trips (ADV defaults to low, SKI to medium). */
    sportRisk: z.enum(SPORT_RISKS).optional(),
    covid: z.boolean().default(false),
    /** Bought for a Schengen visa application: the sum insured must be at least 30,000 EUR. */
    visa: z.boolean().default(true),
  })
  .superRefine((risk, ctx) => {
    if (risk.tripType === 'single' && risk.validityDays !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['validityDays'], message: 'only for multi-trip policies' });
    }
  });
export type TravelMedicalRisk = z.infer<typeof travelMedicalRiskSchema>;

const DAILY_RATE: Record<TravelMedicalRisk['zone'], [number, number, number]> = {
  neighbours: [0.3, 0.45, 0.6],
  cis: [0.4, 0.6, 0.8],
  europe: [0.5, 0.7, 0.9],
  'worldwide-ex-us-ca': [0.7, 1.0, 1.3],
  worldwide: [1.0, 1.4, 1.8],
};

const PURPOSE: Record<TravelMedicalRisk['purpose'], number> = {
  TRVL: 1.0,
  BIZZ: 1.0,
  STUDY: 1.2,
  WORK: 1.5,
  ADV: 1.5,
  SKI: 2.0,
  GSTRB: 2.5,
};

const SPORT: Record<(typeof SPORT_RISKS)[number], number> = { low: 1.0, medium: 1.3, high: 2.0 };

/** D(days) of domain.md §10.3, applied to the whole stay. */
export function degressionFactor(days: number): number {
  if (days <= 15) return 1.0;
  if (days <= 30) return 0.9;
  if (days <= 90) return 0.8;
  if (days <= 180) return 0.7;
  return 0.6;
}

/** The COVID limit applying to a zone: neighbours, the CIS group, or Europe and the rest. */
function covidGroup(zone: TravelMedicalRisk['zone']): 'neighbours' | 'cis' | 'europe' {
  return zone === 'neighbours' ? 'neighbours' : zone === 'cis' ? 'cis' : 'europe';
}

/**
 * Travel medical (domain.md §10.3): daily rate × days × D(days) × K_purpose × K_sport × K_covid ×
 * L_insurer × Σ K_age, at least 1.50 EUR per person; multi-trip counts insured days × 1.10.
 */
export function priceTravelMedical(
  risk: TravelMedicalRisk,
  insurer: string,
  loading: number,
  ctx: TariffContext,
): PricedRisk | TariffDecline {
  const variant = TRAVEL_VARIANTS[insurer];
  if (!variant) return decline('product-not-sold', 'this issuer does not sell this product line');
  return priceTrip(risk, insurer, loading, variant, ctx);
}

function priceTrip(
  risk: TravelMedicalRisk,
  insurer: string,
  loading: number,
  variant: TravelVariant,
  ctx: TariffContext,
): PricedRisk | TariffDecline {
  const ageFactors = risk.persons.map((person) => ({ age: person.age, factor: travellerAgeFactor(person.age) }));
  if (ageFactors.some((entry) => entry.factor === undefined)) {
    return decline('age-over-limit', `travellers older than ${MAX_TRAVELLER_AGE} are not insured`);
  }
  if (risk.zone === 'europe' && risk.visa && risk.sumInsured < SCHENGEN_MINIMUM_EUR) {
    return decline('schengen-sum-insured-too-low', 'a Schengen visa needs a sum insured of at least 30,000 EUR');
  }
  if (risk.purpose === 'GSTRB' && !variant.heavyWork) {
    return decline('purpose-not-covered', 'high-risk physical work is not insured');
  }
  const sportRisk =
    risk.purpose === 'ADV' || risk.purpose === 'SKI'
      ? (risk.sportRisk ?? (risk.purpose === 'SKI' ? 'medium' : 'low'))
      : undefined;
  if (sportRisk === 'high' && !variant.highRiskSports) {
    return decline('sport-excluded', 'high-risk sports are not insured');
  }
  if (risk.covid && !variant.covid) return decline('covid-not-covered', 'no COVID-19 cover on offer');

  const calc = new TariffCalculation('EUR');
  const rate = DAILY_RATE[risk.zone][(TRAVEL_SUMS_INSURED as readonly number[]).indexOf(risk.sumInsured)];
  calc.base('daily-rate', rate, `EUR per day, zone ${risk.zone}, sum insured ${risk.sumInsured} EUR`);
  calc.multiply('days', risk.days, risk.tripType === 'multi' ? 'insured days' : 'days of the stay');
  if (risk.tripType === 'multi') calc.multiply('multi-trip', 1.1, 'multi-trip policy');
  calc.multiply('D_degression', degressionFactor(risk.days), `long-stay degression for ${risk.days} days`);
  calc.multiply('K_purpose', PURPOSE[risk.purpose], `trip purpose ${risk.purpose}`);
  if (sportRisk) calc.multiply('K_sport', SPORT[sportRisk], `${sportRisk}-risk sports`);
  if (risk.covid) calc.multiply('K_covid', 1.1, 'COVID-19 add-on');
  if (variant.tripCancellation) calc.multiply('trip-cancellation', 1.05, 'trip cancellation included');
  calc.multiply('L_insurer', loading, `${insurer} loading`);
  const sumOfAges = ageFactors.reduce((sum, entry) => sum + (entry.factor ?? 0), 0);
  calc.multiply(
    'K_age',
    Number(sumOfAges.toFixed(6)),
    `sum over ${risk.persons.length} traveller(s): ${ageFactors.map((entry) => `${entry.age} y → ${entry.factor}`).join(', ')}`,
  );
  calc.atLeast('minimum-premium', 1.5 * risk.persons.length, '1.50 EUR per traveller at least');
  convertToLei(calc, ctx);

  const limits: Record<string, Money> = { medicalExpenses: money(risk.sumInsured, 'EUR') };
  if (variant.dental) limits.dentalEmergency = variant.dental;
  if (variant.pregnancy) limits.pregnancyComplications = variant.pregnancy;
  if (variant.tripCancellation) limits.tripCancellation = money(1000, 'EUR');
  if (risk.covid && variant.covid) {
    limits.covid = money(variant.covid[covidGroup(risk.zone)], variant.covid.currency);
    if (variant.covid.split) {
      limits.covidOutpatient = money(variant.covid.split.outpatient, variant.covid.currency);
      limits.covidInpatient = money(variant.covid.split.inpatient, variant.covid.currency);
    }
  }
  const extras = [{ code: 'assistance-24-7', note: '24/7 assistance line' }];
  if (risk.covid && variant.covid) extras.push({ code: 'covid', note: variant.covid.note });
  if (variant.tripCancellation) extras.push({ code: 'trip-cancellation', note: 'up to 1,000 EUR' });
  return {
    calc,
    periodDays: risk.tripType === 'multi' ? (risk.validityDays ?? 365) : risk.days,
    coverage: {
      zone: risk.zone,
      tripType: risk.tripType,
      purpose: risk.purpose,
      persons: risk.persons.length,
      sumInsured: risk.sumInsured,
      contract: 'A',
    },
    limits,
    extras,
  };
}
