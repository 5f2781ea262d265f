import { digitsOnlySchema } from '../../validation/amount.validator';
import { startDateSchema } from '../../validation/date-window.rule';
import { choice, numberChoice, record, text } from '../../validation/keyed-schemas';
import { field, optional } from '../../catalogue/field';
import { valuesOf } from '../../catalogue/option';
import { MONTHLY_VALIDITY_OPTIONS } from '../../catalogue/options/validity.options';
import { step, type ProductSpec } from '../../catalogue/product-spec';
import { CONTRACTOR_FIELDS, contractorSchema } from '../../catalogue/shared/contractor.details';
import type { Clock } from '../../validation/clock';
import { MOBILITY_DEVICE_OPTIONS, MOBILITY_PACKAGE_OPTIONS } from './mobility.options';

/** Cover may start today and be bought up to 60 days ahead (ASSUMPTION). */
const START_WINDOW = { minDays: 0, maxDays: 60 };

function detailsSchema(clock: Clock) {
  return record({
    deviceType: choice(valuesOf(MOBILITY_DEVICE_OPTIONS)),
    deviceValue: digitsOnlySchema,
    serialNumber: text(40).optional(),
    coverType: choice(valuesOf(MOBILITY_PACKAGE_OPTIONS)),
    insuranceValidity: numberChoice(valuesOf(MONTHLY_VALIDITY_OPTIONS)),
    startDate: startDateSchema(START_WINDOW, clock),
    contractor: contractorSchema(clock),
  });
}

/**
 * Mobility insurance. ASSUMPTION: the spec only names the line; it is modelled as cover for a
 * personal mobility device (type, value in lei, serial number), a package, period, start and
 * the contractor (the rider).
 */
export const mobilitySpec: ProductSpec<'mobility', ReturnType<typeof detailsSchema>> = {
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
  details: detailsSchema,
};
