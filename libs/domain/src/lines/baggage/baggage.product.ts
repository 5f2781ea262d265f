import { baggagePcsSchema } from '../../validation/amount.validator';
import { flightNumberSchema } from '../../validation/flight-number.validator';
import { startDateSchema } from '../../validation/date-window.rule';
import { list, record } from '../../validation/keyed-schemas';
import { field } from '../../catalogue/field';
import { step, type ProductSpec } from '../../catalogue/product-spec';
import { CONTRACTOR_FIELDS, contractorSchema } from '../../catalogue/shared/contractor.details';
import type { Clock } from '../../validation/clock';

/** Departures up to a year ahead (ASSUMPTION). */
const START_WINDOW = { minDays: 0, maxDays: 365 };
/** Flight segments one policy covers (a trip out and back with connections). */
export const MAX_FLIGHTS = 6;

function detailsSchema(clock: Clock) {
  return record({
    flightNumbers: list(flightNumberSchema, 1, MAX_FLIGHTS),
    departureDate: startDateSchema(START_WINDOW, clock),
    baggagePcs: baggagePcsSchema,
    contractor: contractorSchema(clock),
  });
}

/**
 * Baggage insurance (domain.md §9, §10.7): the flight numbers, the departure date, the number of
 * pieces of baggage, and the passenger as contractor.
 */
export const baggageSpec: ProductSpec<'baggage', ReturnType<typeof detailsSchema>> = {
  type: 'baggage',
  numberPrefix: 'IAB',
  slugs: { ro: 'bagaj', ru: 'baggage', en: 'baggage' },
  startWindow: START_WINDOW,
  priceCurrency: 'EUR',
  expressOrder: false,
  enumerations: {},
  steps: [
    step('baggage', [
      field('flightNumbers', 'list', { minItems: 1, maxItems: MAX_FLIGHTS }),
      field('departureDate', 'date'),
      field('baggagePcs', 'number'),
    ]),
    step('contractor', CONTRACTOR_FIELDS),
  ],
  details: detailsSchema,
};
