import { startDateSchema } from '../../validation/date-window.rule';
import { numberChoice, record } from '../../validation/keyed-schemas';
import { field } from '../../catalogue/field';
import { valuesOf } from '../../catalogue/option';
import { step, type ProductSpec } from '../../catalogue/product-spec';
import { CONTRACTOR_FIELDS, contractorSchema } from '../../catalogue/shared/contractor.details';
import { MAX_PERSONS, VISITOR_FIELDS, visitorsSchema } from '../../catalogue/shared/person.details';
import type { Clock } from '../../validation/clock';
import { NON_RESIDENT_SUM_INSURED_OPTIONS, NON_RESIDENT_VALIDITY_OPTIONS } from './medical-optional.options';

/** Cover may start today and be bought up to 90 days ahead (ASSUMPTION). */
const START_WINDOW = { minDays: 0, maxDays: 90 };

function detailsSchema(clock: Clock) {
  return record({
    insuranceValidity: numberChoice(valuesOf(NON_RESIDENT_VALIDITY_OPTIONS)),
    startDate: startDateSchema(START_WINDOW, clock),
    amount: numberChoice(valuesOf(NON_RESIDENT_SUM_INSURED_OPTIONS)),
    persons: visitorsSchema(clock),
    contractor: contractorSchema(clock),
  });
}

/**
 * Health insurance for non-residents visiting Moldova (domain.md §9, §10.4): 3, 6 or 12 months,
 * a sum insured, the visitors with their passports and nationality, and the contractor.
 */
export const medicalOptionalSpec: ProductSpec<'medical-optional', ReturnType<typeof detailsSchema>> = {
  type: 'medical-optional',
  numberPrefix: 'IAO',
  slugs: { ro: 'medical-optional', ru: 'non-residents', en: 'non-residents' },
  slugAliases: { en: ['medical-non-residents'] },
  startWindow: START_WINDOW,
  priceCurrency: 'EUR',
  expressOrder: false,
  enumerations: {
    insuranceValidity: NON_RESIDENT_VALIDITY_OPTIONS,
    amount: NON_RESIDENT_SUM_INSURED_OPTIONS,
  },
  steps: [
    step('insurance-details', [
      field('insuranceValidity', 'select', { options: NON_RESIDENT_VALIDITY_OPTIONS }),
      field('startDate', 'date'),
      field('amount', 'radio', { options: NON_RESIDENT_SUM_INSURED_OPTIONS }),
    ]),
    step('persons', [
      field('persons', 'persons-list', { itemFields: VISITOR_FIELDS, minItems: 1, maxItems: MAX_PERSONS }),
    ]),
    step('contractor', CONTRACTOR_FIELDS),
  ],
  details: detailsSchema,
};
