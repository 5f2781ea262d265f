import { EXAMPLE_INDIVIDUAL, SAMPLE_INSURED_PERSON } from '../../catalogue/example-parties';
import { money } from '../../money/money';
import { isoDateOf } from '../../underwriting/details-dates';
import { contractorMustBePerson, insuredPersonOf } from '../../underwriting/insured-person';
import { defineLine } from '../product-line';
import { baggageSpec } from './baggage.product';
import { baggageRiskSchema, priceBaggage } from './baggage.tariff';
import { BAGGAGE_TEXTS } from './baggage.texts';

/**
 * Baggage insurance (domain.md §9, §10.7): the flights, the departure date and the pieces of
 * baggage; the passenger is the contractor, who must be a person. The tariff sets how long the
 * cover lasts, so the line asks for no period.
 */
export const baggageLine = defineLine({
  spec: baggageSpec,
  texts: BAGGAGE_TEXTS,
  icon: [
    { shape: 'rect', x: 5, y: 7.5, width: 14, height: 12, rx: 2 },
    { shape: 'path', d: 'M9 7.5V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2.5M9 11v5M15 11v5' },
  ],
  sellers: { moldasig: 1.0, grawe: 1.1, general: 0.95, intact: 1.05, moldcargo: 0.9 },
  documents: ['policy', 'invoice'],
  inMyAccount: false,
  example: (start) => ({
    flightNumbers: ['9U123', '9U124'],
    departureDate: start,
    baggagePcs: 2,
    contractor: EXAMPLE_INDIVIDUAL,
  }),
  startField: 'departureDate',
  tariff: { riskSchema: baggageRiskSchema, price: priceBaggage },
  /** One segment per flight number, the pieces as typed; the cover lasts the tariff's default. */
  risk: (details) => {
    if (details.contractor.contractorType !== 'individual') return contractorMustBePerson();
    return {
      ok: true,
      risk: { segments: details.flightNumbers.length, bags: details.baggagePcs },
      assumptions: [],
      sources: { segments: 'flightNumbers', bags: 'baggagePcs' },
    };
  },
  insuredPersons: (details) =>
    details.contractor.contractorType === 'individual' ? [insuredPersonOf(details.contractor)] : [],
  contract: (details) => ({
    flightNumbers: details.flightNumbers,
    departureDate: isoDateOf(details.departureDate),
    baggagePieces: details.baggagePcs,
  }),
  printed: {
    sections: ['insuredPersons'],
    statements: ['flights', 'covered-risks'],
    subject: (details) => ({
      coverage: { flightNumbers: [...details.flightNumbers], baggagePieces: details.baggagePcs },
    }),
    sample: () => ({
      price: money(7, 'EUR'),
      from: '2025-07-01',
      to: '2025-07-15',
      extra: {
        insuredPersons: [SAMPLE_INSURED_PERSON],
        coverage: { flightNumbers: ['9U 1201', '9U 1202'], baggagePieces: 2 },
      },
    }),
  },
});
