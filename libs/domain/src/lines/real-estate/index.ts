import { EXAMPLE_INDIVIDUAL } from '../../catalogue/example-parties';
import { labelOf } from '../../catalogue/option';
import { money } from '../../money/money';
import { isoDateOf } from '../../underwriting/details-dates';
import { known } from '../../underwriting/known-facts';
import { invalidOptions, unmappable } from '../../underwriting/risk-mapping';
import type { PropertyFacts } from '../../underwriting/underwriting.types';
import { defineLine } from '../product-line';
import { BENEFICIARY_OPTIONS } from './real-estate.options';
import { realEstateSpec } from './real-estate.product';
import { priceRealEstate, realEstateRiskSchema } from './real-estate.tariff';
import { REAL_ESTATE_TEXTS } from './real-estate.texts';

/** Property damage is insured with a 1% deductible (5% for total loss and fire; domain.md §10.6). */
const PROPERTY_DAMAGE_DEDUCTIBLE_PERCENT = 1;

/** What the cadastral register answers for the example's cadastral code. */
export const EXAMPLE_PROPERTY: PropertyFacts = {
  cadastralCode: '0100101.123.01',
  propertyType: 'rooms',
  address: 'mun. Chișinău, str. Alba Iulia 75, ap. 12',
};

/** The value of the basis chosen (market value or replacement cost), in lei as typed. */
const insuredValueOf = (details: { insuredValue: 'MV' | 'RC'; marketValue?: string; replacementCost?: string }) =>
  details.insuredValue === 'MV' ? details.marketValue : details.replacementCost;

/**
 * Mortgage / property insurance (spec §3 Real estate; domain.md §9, §10.6): the property the
 * cadastral register knows by its code (the register gives the address), the basis of the insured
 * value with its amount in lei, the lending bank as beneficiary, the period, start and contractor.
 */
export const realEstateLine = defineLine({
  spec: realEstateSpec,
  texts: REAL_ESTATE_TEXTS,
  icon: [
    { shape: 'path', d: 'M3.5 11 12 4l8.5 7' },
    { shape: 'path', d: 'M5.5 9.5V20h13V9.5' },
    { shape: 'path', d: 'M10 20v-5.5h4V20' },
  ],
  sellers: { moldasig: 1.0, donaris: 1.05, 'acord-grup': 0.95, general: 1.02, asterra: 0.98 },
  documents: ['demand', 'contract', 'policy', 'invoice'],
  inMyAccount: false,
  example: (start) => ({
    realEstateType: 'rooms' as const,
    cadastralCode: EXAMPLE_PROPERTY.cadastralCode,
    insuredValue: 'MV' as const,
    marketValue: '1250000',
    beneficiary: 'MAIB' as const,
    insuranceValidity: 365 as const,
    startDate: start,
    contractor: EXAMPLE_INDIVIDUAL,
  }),
  /** The cadastral register: the property's type and address, once the code is typed. */
  lookups: (text) => {
    const cadastralCode = text('cadastralCode');
    return cadastralCode ? { property: { cadastralCode } } : {};
  },
  exampleFacts: { property: EXAMPLE_PROPERTY },
  startField: 'startDate',
  tariff: { riskSchema: realEstateRiskSchema, price: priceRealEstate },
  /**
   * The sum insured is the value of the chosen basis (market value or replacement cost, lei). The
   * cadastral register, when asked, must know the property as the type chosen.
   */
  risk: (details, { facts }) => {
    const register = facts.property;
    if (register) {
      if (register.cadastralCode !== details.cadastralCode) {
        return invalidOptions([{ path: 'cadastralCode', key: 'invalid-cadastral-code' }]);
      }
      if (register.propertyType !== details.realEstateType) {
        return invalidOptions([{ path: 'realEstateType', key: 'invalid-option' }]);
      }
    }
    const valuePath = details.insuredValue === 'MV' ? 'marketValue' : 'replacementCost';
    return {
      ok: true,
      risk: {
        propertyType: details.realEstateType,
        basis: details.insuredValue,
        sumInsured: Number(details[valuePath]),
        periodDays: details.insuranceValidity,
        beneficiary: details.beneficiary,
      },
      assumptions: [],
      sources: { sumInsured: valuePath, periodDays: 'insuranceValidity' },
    };
  },
  periodDays: (details) => details.insuranceValidity,
  /** A property policy names no insured persons: the contractor is the insured. */
  insuredPersons: () => [],
  contract: (details, facts) => {
    const value = insuredValueOf(details);
    return {
      property: known({
        cadastralCode: details.cadastralCode,
        type: details.realEstateType,
        address: details.address ?? facts.property?.address,
        valueBasis: details.insuredValue,
        sumInsured: value === undefined ? undefined : money(Number(value), 'MDL'),
        titleDocument: details.documentNumber
          ? known({ number: details.documentNumber, date: details.documentDate && isoDateOf(details.documentDate) })
          : undefined,
      }),
      beneficiary: known({ bank: details.beneficiary, name: details.beneficiaryName }),
      startDate: isoDateOf(details.startDate),
      periodDays: details.insuranceValidity,
    };
  },
  printed: {
    sections: ['property'],
    statements: ['property', 'sum-insured', 'covered-risks'],
    /** The address typed, else the register's: a policy without one cannot be printed. */
    subject: (details, facts, locale) => {
      const address = details.address ?? facts.property?.address;
      if (!address) throw unmappable([{ path: 'facts.property', key: 'required' }]);
      return {
        property: {
          type: details.realEstateType,
          address,
          cadastralCode: details.cadastralCode,
          sumInsured: money(Number(insuredValueOf(details)), 'MDL'),
          valueBasis: details.insuredValue,
          beneficiary:
            details.beneficiary === 'other' && details.beneficiaryName
              ? details.beneficiaryName
              : labelOf(BENEFICIARY_OPTIONS, details.beneficiary, locale),
        },
        coverage: { deductiblePercent: PROPERTY_DAMAGE_DEDUCTIBLE_PERCENT },
      };
    },
    sample: () => ({
      price: money(1500, 'MDL'),
      from: '2025-06-03',
      to: '2026-06-02',
      extra: {
        property: {
          type: 'rooms',
          address: 'bd. Dacia 27, ap. 45, MD-2038 Chișinău',
          cadastralCode: '0100420.123.01.045',
          sumInsured: money(1250000, 'MDL'),
          valueBasis: 'MV',
          beneficiary: 'BC „Moldova-Agroindbank” S.A.',
        },
        coverage: { deductiblePercent: 1 },
      },
    }),
  },
});
