import { EXAMPLE_INDIVIDUAL } from '../../catalogue/example-parties';
import { money } from '../../money/money';
import { dayOf, isoDateOf, yearsSince } from '../../underwriting/details-dates';
import { insuredPersonOf } from '../../underwriting/insured-person';
import { defineLine } from '../product-line';
import { medicalOptionalSpec } from './medical-optional.product';
import { nonResidentMedicalRiskSchema, priceNonResidentMedical } from './medical-optional.tariff';
import { MEDICAL_OPTIONAL_TEXTS } from './medical-optional.texts';

/**
 * Health insurance for non-residents staying in Moldova (domain.md §9, §10.4): a package per sum
 * insured and period, the visitors with their passports and nationality.
 */
export const medicalOptionalLine = defineLine({
  spec: medicalOptionalSpec,
  texts: MEDICAL_OPTIONAL_TEXTS,
  icon: [
    { shape: 'rect', x: 5, y: 3.5, width: 14, height: 17, rx: 2 },
    { shape: 'circle', cx: 12, cy: 10, r: 2.5 },
    { shape: 'path', d: 'M8.5 16.5c.6-1.6 1.9-2.5 3.5-2.5s2.9.9 3.5 2.5' },
  ],
  sellers: { moldasig: 1.05, grawe: 1.1, general: 1.0, moldcargo: 0.95 },
  documents: ['contract', 'policy', 'invoice', 'wallet_pass', 'google_pass'],
  inMyAccount: false,
  example: (start) => ({
    insuranceValidity: 90 as const,
    startDate: start,
    amount: 5000 as const,
    persons: [
      {
        firstName: 'John',
        lastName: 'Smith',
        birthday: '01.02.2001',
        passportNumber: '533123456',
        nationalityCode: 'GB',
        student: true,
      },
    ],
    contractor: EXAMPLE_INDIVIDUAL,
  }),
  startField: 'startDate',
  tariff: { riskSchema: nonResidentMedicalRiskSchema, price: priceNonResidentMedical },
  /** The package (sum insured, 3/6/12 months) and each visitor's age on the start date. */
  risk: (details) => {
    const start = dayOf(details.startDate);
    return {
      ok: true,
      risk: {
        sumInsured: details.amount,
        periodDays: details.insuranceValidity,
        persons: details.persons.map((person) => ({
          age: yearsSince(person.birthday, start),
          student: person.student ?? false,
        })),
      },
      assumptions: [],
      sources: { persons: 'persons' },
    };
  },
  periodDays: (details) => details.insuranceValidity,
  insuredPersons: (details) => details.persons.map(insuredPersonOf),
  contract: (details) => ({
    nationalities: details.persons.map((person) => person.nationalityCode),
    sumInsured: money(details.amount, 'EUR'),
    startDate: isoDateOf(details.startDate),
    periodDays: details.insuranceValidity,
  }),
  printed: {
    sections: ['insuredPersons'],
    statements: ['insured-persons', 'sum-insured', 'covered-risks'],
    subject: (details) => ({ coverage: { sumInsured: money(details.amount, 'EUR') } }),
    sample: () => ({
      price: money(35, 'EUR'),
      from: '2025-06-10',
      to: '2025-09-07',
      extra: {
        insuredPersons: [{ fullName: 'Olena Kovalenko', birthday: '1999-05-21', passportNumber: 'FE123456' }],
        coverage: { sumInsured: money(10000, 'EUR') },
      },
    }),
  },
});
