import { money, type Money } from '../../money/money';

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

const eur = (amount: number) => money(amount, 'EUR');
const usd = (amount: number) => money(amount, 'USD');

/**
 * Each seller's travel cover (domain.md §10.0): the variants spread the spec §9 COVID, dental and
 * pregnancy limits over the insurers; which insurer has which is ASSUMPTION.
 */
export const TRAVEL_VARIANTS: Readonly<Record<string, TravelVariant>> = {
  moldasig: {
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
  donaris: {
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
  grawe: {
    dental: eur(500),
    pregnancy: eur(500),
    covid: { currency: 'EUR', neighbours: 5000, cis: 5000, europe: 5000, note: '5,000 EUR/USD everywhere' },
    highRiskSports: true,
    heavyWork: true,
    tripCancellation: true,
  },
  'acord-grup': {
    dental: usd(150),
    covid: { currency: 'EUR', neighbours: 1000, cis: 2000, europe: 2000, note: 'Ukraine 1,000; elsewhere 2,000 EUR' },
    highRiskSports: true,
    heavyWork: false,
    tripCancellation: false,
  },
  general: {
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
  intact: {
    covid: { currency: 'USD', neighbours: 1000, cis: 1000, europe: 1000, note: '1,000 USD/EUR everywhere' },
    highRiskSports: true,
    heavyWork: false,
    tripCancellation: false,
  },
  asterra: {
    covid: { currency: 'EUR', neighbours: 2000, cis: 2000, europe: 2000, note: '2,000 EUR everywhere (ASSUMPTION)' },
    highRiskSports: false,
    heavyWork: false,
    tripCancellation: false,
  },
  // The cheapest travel cover: no COVID add-on, no high-risk sports (ASSUMPTION).
  transelit: { highRiskSports: false, heavyWork: false, tripCancellation: false },
  moldcargo: {
    covid: { currency: 'EUR', neighbours: 1000, cis: 1000, europe: 1000, note: '1,000 EUR everywhere (ASSUMPTION)' },
    highRiskSports: false,
    heavyWork: false,
    tripCancellation: false,
  },
};
