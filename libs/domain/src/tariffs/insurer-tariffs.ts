import { money, type Money } from '../money/money';
import type { ProductType } from '../products/product-types';

/**
 * COVID-19 cover of a travel policy by destination group (spec §9 lists one scheme per insurer).
 * Amounts in the scheme's currency; `split` adds outpatient / inpatient sub-limits.
 */
export interface CovidCover {
  currency: 'EUR' | 'USD';
  /** Limit by travel zone group: Ukraine and neighbours; CIS, Georgia, Turkey, Egypt, Tunisia; Europe and the rest. */
  neighbours: number;
  cis: number;
  europe: number;
  split?: { outpatient: number; inpatient: number };
  note: string;
}

export interface TravelVariant {
  /** Dental emergency limit (spec §9: 150 USD, 200 EUR, 150 EUR, 500 EUR depending on insurer). */
  dental?: Money;
  /** Pregnancy complications (spec §9: 500 EUR at one insurer). */
  pregnancy?: Money;
  /** Undefined: the insurer sells no COVID add-on and declines it. */
  covid?: CovidCover;
  /** Whether high-risk sports (boxing, climbing, diving…) are insured at all. */
  highRiskSports: boolean;
  /** GSTRB (high-risk physical work): priced at 2.5, or declined. */
  heavyWork: boolean;
  tripCancellation: boolean;
}

export interface InsurerTariff {
  /** L_insurer per product line (domain.md §10 table; lines not in that table are ASSUMPTION). */
  loadings: Partial<Record<ProductType, number>>;
  /** CASCO base rate, share of the sum insured (domain.md §10 table). */
  cascoBaseRate?: number;
  travel?: TravelVariant;
}

const eur = (amount: number) => money(amount, 'EUR');
const usd = (amount: number) => money(amount, 'USD');

/**
 * Per-insurer personalities (domain.md §10.0). Only lines the insurer sells (ISSUERS) have a
 * loading. Travel variants spread the spec §9 COVID, dental and pregnancy limits over the
 * insurers; which insurer has which is ASSUMPTION.
 */
export const INSURER_TARIFFS: Record<string, InsurerTariff> = {
  moldasig: {
    loadings: {
      rca: 1.0,
      'green-card': 1.0,
      medical: 1.05,
      'real-estate': 1.0,
      'roadside-assistance-eu': 1.0,
    },
    cascoBaseRate: 0.04,
    travel: {
      dental: eur(150),
      covid: {
        currency: 'EUR',
        neighbours: 1000,
        cis: 3000,
        europe: 5000,
        note: 'Ukraine 1,000; Turkey/Egypt/Tunisia/CIS/Georgia 3,000; Europe/Israel 5,000 EUR',
      },
      highRiskSports: false,
      heavyWork: false,
      tripCancellation: false,
    },
  },
  donaris: {
    loadings: {
      rca: 1.05,
      'green-card': 1.02,
      medical: 1.0,
      'real-estate': 1.05,
      'roadside-assistance-eu': 0.95,
    },
    cascoBaseRate: 0.036,
    travel: {
      dental: eur(200),
      covid: {
        currency: 'EUR',
        neighbours: 4000,
        cis: 4000,
        europe: 4000,
        split: { outpatient: 1000, inpatient: 3000 },
        note: '4,000 EUR in total: 1,000 outpatient, 3,000 inpatient',
      },
      highRiskSports: true,
      heavyWork: false,
      tripCancellation: true,
    },
  },
  grawe: {
    loadings: { rca: 1.08, 'green-card': 1.03, medical: 1.1 },
    cascoBaseRate: 0.038,
    travel: {
      dental: eur(500),
      pregnancy: eur(500),
      covid: { currency: 'EUR', neighbours: 5000, cis: 5000, europe: 5000, note: '5,000 EUR/USD everywhere' },
      highRiskSports: true,
      heavyWork: true,
      tripCancellation: true,
    },
  },
  'acord-grup': {
    loadings: {
      rca: 1.02,
      'green-card': 1.0,
      medical: 0.95,
      'real-estate': 0.95,
      'roadside-assistance-eu': 1.05,
    },
    cascoBaseRate: 0.042,
    travel: {
      dental: usd(150),
      covid: { currency: 'EUR', neighbours: 1000, cis: 2000, europe: 2000, note: 'Ukraine 1,000; elsewhere 2,000 EUR' },
      highRiskSports: true,
      heavyWork: false,
      tripCancellation: false,
    },
  },
  general: {
    loadings: {
      rca: 1.04,
      'green-card': 1.01,
      medical: 0.98,
      'real-estate': 1.02,
    },
    cascoBaseRate: 0.045,
    travel: {
      dental: eur(150),
      covid: {
        currency: 'USD',
        neighbours: 1000,
        cis: 3000,
        europe: 5000,
        note: '1,000 / 3,000 / 5,000 in EUR or USD',
      },
      highRiskSports: true,
      heavyWork: true,
      tripCancellation: false,
    },
  },
  intact: {
    loadings: {
      rca: 1.03,
      'green-card': 1.0,
      medical: 0.97,
      'roadside-assistance-eu': 0.98,
    },
    cascoBaseRate: 0.04,
    travel: {
      covid: { currency: 'USD', neighbours: 1000, cis: 1000, europe: 1000, note: '1,000 USD/EUR everywhere' },
      highRiskSports: true,
      heavyWork: false,
      tripCancellation: false,
    },
  },
  asterra: {
    loadings: { rca: 1.01, 'green-card': 1.0, medical: 0.96, 'real-estate': 0.98 },
    cascoBaseRate: 0.048,
    travel: {
      covid: { currency: 'EUR', neighbours: 2000, cis: 2000, europe: 2000, note: '2,000 EUR everywhere (ASSUMPTION)' },
      highRiskSports: false,
      heavyWork: false,
      tripCancellation: false,
    },
  },
  transelit: {
    loadings: { rca: 1.06, 'green-card': 1.02, medical: 0.94 },
    cascoBaseRate: 0.05,
    // The cheapest travel cover: no COVID add-on, no high-risk sports (ASSUMPTION).
    travel: { highRiskSports: false, heavyWork: false, tripCancellation: false },
  },
  moldcargo: {
    loadings: { 'green-card': 1.0, medical: 0.92 },
    cascoBaseRate: 0.044,
    travel: {
      covid: { currency: 'EUR', neighbours: 1000, cis: 1000, europe: 1000, note: '1,000 EUR everywhere (ASSUMPTION)' },
      highRiskSports: false,
      heavyWork: false,
      tripCancellation: false,
    },
  },
};

/** The insurer's loading for a line, or undefined when it has no tariff for it. */
export function insurerLoading(insurer: string, product: ProductType): number | undefined {
  return INSURER_TARIFFS[insurer]?.loadings[product];
}
