import { EXAMPLE_INDIVIDUAL, SAMPLE_INSURED_PERSON } from '../../catalogue/example-parties';
import { money } from '../../money/money';
import { dayOf, isoDateOf, yearsSince } from '../../underwriting/details-dates';
import { contractorMustBePerson, insuredPersonOf } from '../../underwriting/insured-person';
import { known } from '../../underwriting/known-facts';
import { defineLine } from '../product-line';
import { mobilitySpec } from './mobility.product';
import { mobilityRiskSchema, priceMobility } from './mobility.tariff';
import { MOBILITY_TEXTS } from './mobility.texts';

/**
 * Mobility insurance: a personal mobility device (type, value in lei, serial number), a package
 * and a period; the rider is the contractor, who must be a person.
 */
export const mobilityLine = defineLine({
  spec: mobilitySpec,
  texts: MOBILITY_TEXTS,
  icon: [
    { shape: 'circle', cx: 6, cy: 17, r: 2.5 },
    { shape: 'circle', cx: 18, cy: 17, r: 2.5 },
    { shape: 'path', d: 'M6 17h7l3-10h2.5M13 17l-3-6h4' },
  ],
  sellers: { moldasig: 1.0, 'acord-grup': 0.95, asterra: 1.05 },
  documents: ['contract', 'policy', 'invoice'],
  inMyAccount: false,
  example: (start) => ({
    deviceType: 'e-scooter' as const,
    deviceValue: '12000',
    coverType: 'basic' as const,
    insuranceValidity: 365 as const,
    startDate: start,
    contractor: EXAMPLE_INDIVIDUAL,
  }),
  startField: 'startDate',
  tariff: { riskSchema: mobilityRiskSchema, price: priceMobility },
  /** Device and package as chosen; the rider is the contractor, aged on the start date. */
  risk: (details) => {
    const contractor = details.contractor;
    if (contractor.contractorType !== 'individual') return contractorMustBePerson();
    return {
      ok: true,
      risk: {
        vehicle: details.deviceType,
        package: details.coverType,
        riderAge: yearsSince(contractor.birthday, dayOf(details.startDate)),
        periodDays: details.insuranceValidity,
      },
      assumptions: [],
      sources: { periodDays: 'insuranceValidity', riderAge: 'contractor.birthday' },
    };
  },
  periodDays: (details) => details.insuranceValidity,
  insuredPersons: (details) =>
    details.contractor.contractorType === 'individual' ? [insuredPersonOf(details.contractor)] : [],
  contract: (details) => ({
    device: known({
      type: details.deviceType,
      value: money(Number(details.deviceValue), 'MDL'),
      serialNumber: details.serialNumber,
    }),
    package: details.coverType,
    startDate: isoDateOf(details.startDate),
    periodDays: details.insuranceValidity,
  }),
  printed: {
    sections: ['insuredPersons'],
    statements: ['sum-insured', 'covered-risks'],
    subject: (details) => ({ coverage: { sumInsured: money(Number(details.deviceValue), 'MDL') } }),
    sample: () => ({
      price: money(450, 'MDL'),
      from: '2025-06-03',
      to: '2026-06-02',
      extra: {
        insuredPersons: [SAMPLE_INSURED_PERSON],
        coverage: { sumInsured: money(50000, 'MDL') },
      },
    }),
  },
});
