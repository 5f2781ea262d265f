import { digitsOnlySchema } from '../../validation/amount.validator';
import { startDateSchema } from '../../validation/date-window.rule';
import { choice, numberChoice, record, text } from '../../validation/keyed-schemas';
import { field, optional } from '../field';
import { valuesOf } from '../option';
import { MOBILITY_DEVICE_OPTIONS, MOBILITY_PACKAGE_OPTIONS } from '../options/mobility.options';
import { MONTHLY_VALIDITY_OPTIONS } from '../options/validity.options';
import { defineProduct, step } from '../product-definition';
import { CONTRACTOR_FIELDS, contractorSchema } from '../shared/contractor.details';

/** Cover may start today and be bought up to 60 days ahead (ASSUMPTION). */
const START_WINDOW = { minDays: 0, maxDays: 60 };

/**
 * Mobility insurance. ASSUMPTION: the spec only names the line; it is modelled as cover for a
 * personal mobility device (type, value in lei, serial number), a package, period, start and
 * the contractor (the rider).
 */
export const mobilityProduct = defineProduct({
  type: 'mobility',
  numberPrefix: 'IAF',
  slugs: { ro: 'mobilitate', ru: 'mobilnost', en: 'mobility' },
  startWindow: START_WINDOW,
  priceCurrency: 'MDL',
  expressOrder: false,
  enumerations: {
    deviceType: MOBILITY_DEVICE_OPTIONS,
    coverType: MOBILITY_PACKAGE_OPTIONS,
    insuranceValidity: MONTHLY_VALIDITY_OPTIONS,
  },
  steps: [
    step('device', [
      field('deviceType', 'select', { options: MOBILITY_DEVICE_OPTIONS }),
      field('deviceValue', 'number'),
      ...optional([field('serialNumber', 'text')]),
    ]),
    step('insurance-details', [
      field('coverType', 'radio', { options: MOBILITY_PACKAGE_OPTIONS }),
      field('insuranceValidity', 'select', { options: MONTHLY_VALIDITY_OPTIONS }),
      field('startDate', 'date'),
    ]),
    step('contractor', CONTRACTOR_FIELDS),
  ],
  details: (clock) =>
    record({
      deviceType: choice(valuesOf(MOBILITY_DEVICE_OPTIONS)),
      deviceValue: digitsOnlySchema,
      serialNumber: text(40).optional(),
      coverType: choice(valuesOf(MOBILITY_PACKAGE_OPTIONS)),
      insuranceValidity: numberChoice(valuesOf(MONTHLY_VALIDITY_OPTIONS)),
      startDate: startDateSchema(START_WINDOW, clock),
      contractor: contractorSchema(clock),
    }),
});
