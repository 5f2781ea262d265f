import { startDateSchema } from '../../validation/date-window.rule';
import { numberChoice, record } from '../../validation/keyed-schemas';
import { field } from '../field';
import { valuesOf } from '../option';
import { NON_RESIDENT_SUM_INSURED_OPTIONS, NON_RESIDENT_VALIDITY_OPTIONS } from '../options/medical-optional.options';
import { defineProduct, step } from '../product-definition';
import { CONTRACTOR_FIELDS, contractorSchema } from '../shared/contractor.details';
import { MAX_PERSONS, VISITOR_FIELDS, visitorsSchema } from '../shared/person.details';

/** Cover may start today and be bought up to 90 days ahead (ASSUMPTION). */
const START_WINDOW = { minDays: 0, maxDays: 90 };

/**
 * Health insurance for non-residents visiting Moldova (domain.md §9, §10.4): 3, 6 or 12 months,
 * a sum insured, the visitors with their passports and nationality, and the contractor.
 */
export const medicalOptionalProduct = defineProduct({
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
  details: (clock) =>
    record({
      insuranceValidity: numberChoice(valuesOf(NON_RESIDENT_VALIDITY_OPTIONS)),
      startDate: startDateSchema(START_WINDOW, clock),
      amount: numberChoice(valuesOf(NON_RESIDENT_SUM_INSURED_OPTIONS)),
      persons: visitorsSchema(clock),
      contractor: contractorSchema(clock),
    }),
});
