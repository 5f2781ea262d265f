import type { Locale } from '@asiguro/i18n';
import { EXAMPLE_CODES, EXAMPLE_INDIVIDUAL, SAMPLE_INSURED_PERSON } from '../../catalogue/example-parties';
import { money } from '../../money/money';
import { dayOf, isoDateOf, yearsSince } from '../../underwriting/details-dates';
import { insuredPersonOf } from '../../underwriting/insured-person';
import { known } from '../../underwriting/known-facts';
import { formatDmy, parseDmy, plusDays } from '../../validation/calendar-date';
import { periodDays } from '../../validation/period.rule';
import { defineLine } from '../product-line';
import { SPORT_TYPE_OPTIONS, TRAVEL_REGION_OPTIONS } from './medical.options';
import { medicalSpec } from './medical.product';
import { priceTravelMedical, SCHENGEN_MINIMUM_EUR, travelMedicalRiskSchema, travelZoneOf } from './medical.tariff';
import { MEDICAL_TEXTS } from './medical.texts';

/** Travel regions that include every Schengen state. */
const SCHENGEN_REGIONS: readonly string[] = ['europe', 'worldwide-ex-us-ca', 'worldwide'];

/** The sample policy's territory, as the travel regions' labels read. */
const SAMPLE_TERRITORY: Record<Locale, string> = {
  ro: 'Europa (inclusiv spațiul Schengen)',
  ru: 'Европа (включая Шенгенскую зону)',
  en: 'Europe (including the Schengen area)',
};

const traveller = {
  firstName: 'Ion',
  lastName: 'Popescu',
  birthday: '15.04.1985',
  idnp: EXAMPLE_CODES.idnp,
  passportNumber: 'AB1234567',
};

/** The regions' labels in a language, as the policy prints the territory. */
function territoryOf(regions: readonly string[], locale: Locale): string {
  return regions
    .map((region) => TRAVEL_REGION_OPTIONS.find((option) => option.value === region)?.label[locale] ?? region)
    .join(', ');
}

/**
 * Travel medical insurance for residents (spec §3 Travel; domain.md §9, §10.3): one trip or
 * several within a validity, the regions, the purpose and sport, COVID cover, the sum insured, the
 * travellers and the contractor. Each seller's cover differs (medical.variants.ts); a trip to
 * Europe is held to the Schengen visa's sum insured.
 */
export const medicalLine = defineLine({
  spec: medicalSpec,
  texts: MEDICAL_TEXTS,
  icon: [
    { shape: 'path', d: 'M12 20.5s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.7a4.3 4.3 0 0 1 7.5 2.8c0 5.6-7.5 10-7.5 10z' },
    { shape: 'path', d: 'M12 10.5v5M9.5 13h5' },
  ],
  sellers: {
    moldasig: 1.05,
    donaris: 1.0,
    grawe: 1.1,
    'acord-grup': 0.95,
    general: 0.98,
    intact: 0.97,
    asterra: 0.96,
    transelit: 0.94,
    moldcargo: 0.92,
  },
  documents: ['contract', 'policy', 'invoice', 'wallet_pass', 'google_pass'],
  inMyAccount: false,
  example: (start) => ({
    travelType: 'single' as const,
    regions: ['europe' as const],
    startDate: start,
    // A two-week trip: the start and 13 more days.
    endDate: formatDmy(plusDays(parseDmy(start)!, 13)),
    tripPurpose: 'TRVL' as const,
    amount: 30000 as const,
    covid: false,
    persons: [traveller, { ...traveller, firstName: 'Ana', birthday: '02.09.2012', idnp: EXAMPLE_CODES.otherIdnp }],
    contractor: EXAMPLE_INDIVIDUAL,
  }),
  startField: 'startDate',
  tariff: { riskSchema: travelMedicalRiskSchema, price: priceTravelMedical },
  /**
   * The zone of the regions (travelZoneOf); a single trip's days from its start to its end, both
   * included, or a multi-trip policy's insured days within its validity; each traveller's age on
   * the start date; the sport's risk grade from the catalogue's sport list. `visa`: travellers
   * are never asked; a trip to Europe is held to the Schengen visa rule (sum insured at least
   * 30,000 EUR, domain.md §10.3), whatever the passport.
   */
  risk: (details) => {
    const start = dayOf(details.startDate);
    const single = details.travelType === 'single';
    const days = single ? periodDays(details.startDate, details.endDate ?? details.startDate) : details.insuredDays;
    if (!days) {
      return {
        ok: false,
        code: 'invalid-options',
        issues: [{ path: single ? 'endDate' : 'insuredDays', key: 'required' }],
      };
    }
    const sport = SPORT_TYPE_OPTIONS.find((option) => option.value === details.sportType);
    return {
      ok: true,
      risk: {
        zone: travelZoneOf(details.regions),
        sumInsured: details.amount,
        tripType: details.travelType,
        days,
        ...(single ? {} : { validityDays: details.insuranceValidity }),
        persons: details.persons.map((person) => ({ age: yearsSince(person.birthday, start) })),
        purpose: details.tripPurpose,
        ...(sport && (details.tripPurpose === 'ADV' || details.tripPurpose === 'SKI') ? { sportRisk: sport.risk } : {}),
        covid: details.covid,
        visa: details.regions.includes('europe'),
      },
      assumptions: [],
      sources: { days: single ? 'endDate' : 'insuredDays', validityDays: 'insuranceValidity', persons: 'persons' },
    };
  },
  /** A single trip to its last day; several trips for the validity chosen (a year when none). */
  periodDays: (details) =>
    details.travelType === 'single' && details.endDate
      ? periodDays(details.startDate, details.endDate)!
      : (details.insuranceValidity ?? 365),
  insuredMayBeAbroad: true,
  insuredPersons: (details) => details.persons.map(insuredPersonOf),
  contract: (details) => ({
    travelType: details.travelType,
    regions: details.regions,
    startDate: isoDateOf(details.startDate),
    ...known({
      endDate: details.endDate && isoDateOf(details.endDate),
      insuredDays: details.insuredDays,
      validityDays: details.insuranceValidity,
      sportType: details.sportType,
      coverType: details.coverType,
      riskFactors: details.riskFactors,
    }),
    tripPurpose: details.tripPurpose,
    sumInsured: money(details.amount, 'EUR'),
    covid: details.covid,
  }),
  printed: {
    sections: ['insuredPersons', 'trip'],
    statements: ['insured-persons', 'trip', 'sum-insured', 'covered-risks', 'schengen'],
    subject: (details, _facts, locale) => {
      const single = details.travelType === 'single';
      const insuredDays = single
        ? periodDays(details.startDate, details.endDate ?? details.startDate)
        : details.insuredDays;
      return {
        trip: {
          territory: territoryOf(details.regions, locale),
          type: single ? 'single' : 'multiple',
          purpose: details.tripPurpose,
          ...(insuredDays ? { insuredDays } : {}),
          sumInsured: money(details.amount, 'EUR'),
          schengen:
            details.amount >= SCHENGEN_MINIMUM_EUR &&
            details.regions.some((region) => SCHENGEN_REGIONS.includes(region)),
        },
      };
    },
    sample: (locale) => ({
      price: money(12.6, 'EUR'),
      from: '2025-07-01',
      to: '2025-07-15',
      extra: {
        insuredPersons: [
          SAMPLE_INSURED_PERSON,
          { fullName: 'Mariana Ștefănescu-Grigoraș', birthday: '1988-11-02', personalCode: '2004023198760' },
        ],
        trip: {
          territory: SAMPLE_TERRITORY[locale],
          type: 'single',
          purpose: 'TRVL',
          insuredDays: 15,
          sumInsured: money(30000, 'EUR'),
          schengen: true,
        },
        coverage: {
          limits: [
            { key: 'medicalExpenses', amount: money(30000, 'EUR') },
            { key: 'dentalEmergency', amount: money(200, 'EUR') },
          ],
        },
      },
    }),
  },
});
