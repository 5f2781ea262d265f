import { CONTRACTOR_FIELDS, contractorSchema } from '../../catalogue/shared/contractor.details';
import { MAX_PERSONS, TRAVELLER_FIELDS, travellersSchema } from '../../catalogue/shared/person.details';
import { field } from '../../catalogue/field';
import { valuesOf } from '../../catalogue/option';
import { step, type ProductSpec } from '../../catalogue/product-spec';
import { startDateSchema } from '../../validation/date-window.rule';
import { numberChoice, record } from '../../validation/keyed-schemas';
import type { Clock } from '../../validation/clock';
import { STUDY_MONTH_OPTIONS, STUDY_SUM_INSURED_OPTIONS } from './study-ro.options';

/** Cover may start today and be bought up to 120 days ahead, before the academic year (ASSUMPTION). */
const START_WINDOW = { minDays: 0, maxDays: 120 };

function studyDetailsSchema(clock: Clock) {
  return record({
    startDate: startDateSchema(START_WINDOW, clock),
    insuranceValidity: numberChoice(valuesOf(STUDY_MONTH_OPTIONS)),
    amount: numberChoice(valuesOf(STUDY_SUM_INSURED_OPTIONS)),
    persons: travellersSchema(clock),
    contractor: contractorSchema(clock),
  });
}

/**
 * Medical insurance for a student from Moldova studying in Romania: the months of study, the sum
 * insured, the students (IDNP and the passport they travel with) and the contractor (a parent,
 * the student, or a company paying for them).
 */
export const studyRoSpec: ProductSpec<'study-ro', ReturnType<typeof studyDetailsSchema>> = {
  type: 'study-ro',
  numberPrefix: 'ISR',
  slugs: { ro: 'asigurare-studenti-romania', ru: 'strahovka-studentov-rumyniya', en: 'student-insurance-romania' },
  startWindow: START_WINDOW,
  priceCurrency: 'EUR',
  expressOrder: false,
  enumerations: { insuranceValidity: STUDY_MONTH_OPTIONS, amount: STUDY_SUM_INSURED_OPTIONS },
  steps: [
    step('insurance-details', [
      field('startDate', 'date'),
      field('insuranceValidity', 'select', { options: STUDY_MONTH_OPTIONS }),
      field('amount', 'radio', { options: STUDY_SUM_INSURED_OPTIONS }),
    ]),
    step('persons', [
      field('persons', 'persons-list', { itemFields: TRAVELLER_FIELDS, minItems: 1, maxItems: MAX_PERSONS }),
    ]),
    step('contractor', CONTRACTOR_FIELDS),
  ],
  details: studyDetailsSchema,
};
