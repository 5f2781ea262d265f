import { addMonths } from 'date-fns';
import { withCheckDigit } from '../../catalogue/example-parties';
import { money } from '../../money/money';
import { daysBetween } from '../../validation/calendar-date';
import { dayOf, isoDateOf, yearsSince } from '../../underwriting/details-dates';
import { insuredPersonOf } from '../../underwriting/insured-person';
import { defineLine } from '../product-line';
import { studyRoSpec } from './study-ro.product';
import { priceStudyRo, studyRoRiskSchema } from './study-ro.tariff';
import { STUDY_RO_TEXTS, STUDY_TERRITORY } from './study-ro.texts';

/** Days of cover the months give from the first day (1 October + 1 month = 31 days, to 31 October). */
function coveredDays(startDate: string, months: number): number {
  const start = dayOf(startDate);
  return daysBetween(start, addMonths(start, months));
}

/**
 * Medical insurance for a student from Moldova studying in Romania, priced per month of study
 * (issue 18: the line that proves a line is one folder).
 */
export const studyRoLine = defineLine({
  spec: studyRoSpec,
  texts: STUDY_RO_TEXTS,
  icon: [
    { shape: 'path', d: 'M3 9.5 12 5l9 4.5-9 4.5-9-4.5Z' },
    { shape: 'path', d: 'M7 11.5v4c1.3 1.3 3 2 5 2s3.7-.7 5-2v-4' },
    { shape: 'path', d: 'M12 14v6M10 17h4' },
  ],
  sellers: { moldasig: 1.0, grawe: 1.08, general: 0.97, asterra: 1.03 },
  documents: ['contract', 'policy', 'invoice', 'wallet_pass', 'google_pass'],
  inMyAccount: false,
  example: (start) => ({
    startDate: start,
    insuranceValidity: 10 as const,
    amount: 10000 as const,
    persons: [
      {
        firstName: 'Elena',
        lastName: 'Rusu',
        birthday: '14.03.2005',
        idnp: withCheckDigit('200400076543'),
        passportNumber: 'AB1234567',
      },
    ],
    contractor: {
      contractorType: 'individual' as const,
      idnp: withCheckDigit('200400034567'),
      firstName: 'Ion',
      lastName: 'Rusu',
      birthday: '15.04.1975',
    },
  }),
  startField: 'startDate',
  tariff: { riskSchema: studyRoRiskSchema, price: priceStudyRo },
  risk: (details) => {
    const start = dayOf(details.startDate);
    return {
      ok: true,
      risk: {
        sumInsured: details.amount,
        months: details.insuranceValidity,
        periodDays: coveredDays(details.startDate, details.insuranceValidity),
        persons: details.persons.map((person) => ({ age: yearsSince(person.birthday, start) })),
      },
      assumptions: [],
      sources: { persons: 'persons', months: 'insuranceValidity', sumInsured: 'amount' },
    };
  },
  periodDays: (details) => coveredDays(details.startDate, details.insuranceValidity),
  insuredPersons: (details) => details.persons.map(insuredPersonOf),
  contract: (details) => ({
    territory: 'RO',
    purpose: 'STUDY',
    sumInsured: money(details.amount, 'EUR'),
    startDate: isoDateOf(details.startDate),
    months: details.insuranceValidity,
    periodDays: coveredDays(details.startDate, details.insuranceValidity),
  }),
  printed: {
    sections: ['insuredPersons', 'trip'],
    statements: ['insured-persons', 'trip', 'sum-insured', 'covered-risks'],
    subject: (details, _facts, locale) => ({
      trip: {
        territory: STUDY_TERRITORY[locale],
        type: 'single',
        purpose: 'STUDY',
        insuredDays: coveredDays(details.startDate, details.insuranceValidity),
        sumInsured: money(details.amount, 'EUR'),
        // Cover in one Schengen state only: not the visa's "all Schengen states".
        schengen: false,
      },
    }),
    sample: (locale) => ({
      price: money(90, 'EUR'),
      from: '2025-10-01',
      to: '2026-07-31',
      extra: {
        insuredPersons: [
          { fullName: 'Elena Rusu', birthday: '2005-03-14', personalCode: withCheckDigit('200400076543') },
        ],
        trip: {
          territory: STUDY_TERRITORY[locale],
          type: 'single',
          purpose: 'STUDY',
          insuredDays: 304,
          sumInsured: money(10000, 'EUR'),
          schengen: false,
        },
      },
    }),
  },
});
