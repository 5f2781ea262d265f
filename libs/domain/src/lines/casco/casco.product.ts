import { digitsOnlySchema } from '../../validation/amount.validator';
import { startDateSchema } from '../../validation/date-window.rule';
import { choice, flag, numberChoice, record } from '../../validation/keyed-schemas';
import type { Clock } from '../../validation/clock';
import { field, optional } from '../../catalogue/field';
import { valuesOf } from '../../catalogue/option';
import { CASCO_DEDUCTIBLE_OPTIONS, CASCO_TERRITORY_OPTIONS, INSTALLMENT_OPTIONS } from './casco.options';
import { MONTHLY_VALIDITY_OPTIONS } from '../../catalogue/options/validity.options';
import {
  DRIVER_COUNTRY_OPTIONS,
  ENGINE_TYPE_OPTIONS,
  VEHICLE_CATEGORY_OPTIONS,
  VEHICLE_TYPE_OPTIONS,
} from '../../catalogue/options/vehicle.options';
import { step, type ProductSpec } from '../../catalogue/product-spec';
import { CONTRACTOR_FIELDS, contractorSchema } from '../../catalogue/shared/contractor.details';
import { DRIVER_FIELDS, driversSchema, MAX_DRIVERS } from '../../catalogue/shared/driver.details';
import { VEHICLE_FIELDS, vehicleSchema } from '../../catalogue/shared/vehicle.details';

/** Cover may start today and be bought up to 90 days ahead (ASSUMPTION). */
const START_WINDOW = { minDays: 0, maxDays: 90 };

function detailsSchema(clock: Clock) {
  return record({
    vehicle: vehicleSchema(clock),
    marketValue: digitsOnlySchema,
    territory: choice(valuesOf(CASCO_TERRITORY_OPTIONS)),
    deductible: numberChoice(valuesOf(CASCO_DEDUCTIBLE_OPTIONS)),
    antiTheft: flag(),
    installments: numberChoice(valuesOf(INSTALLMENT_OPTIONS)),
    drivers: driversSchema(clock).optional(),
    insuranceValidity: numberChoice(valuesOf(MONTHLY_VALIDITY_OPTIONS)),
    startDate: startDateSchema(START_WINDOW, clock),
    contractor: contractorSchema(clock),
  });
}

/**
 * CASCO, voluntary car insurance (domain.md §9, §10.5): the car from its certificate, its market
 * value in lei (the sum insured), territory, deductible, anti-theft system, instalments, the
 * usual drivers (optional), the period, start and contractor.
 */
export const cascoSpec: ProductSpec<'casco', ReturnType<typeof detailsSchema>> = {
  type: 'casco',
  numberPrefix: 'IAC',
  slugs: { ro: 'casco', ru: 'kasko', en: 'casco' },
  startWindow: START_WINDOW,
  priceCurrency: 'MDL',
  expressOrder: false,
  enumerations: {
    territory: CASCO_TERRITORY_OPTIONS,
    deductible: CASCO_DEDUCTIBLE_OPTIONS,
    installments: INSTALLMENT_OPTIONS,
    insuranceValidity: MONTHLY_VALIDITY_OPTIONS,
    engineType: ENGINE_TYPE_OPTIONS,
    vehicleType: VEHICLE_TYPE_OPTIONS,
    vehicleCategory: VEHICLE_CATEGORY_OPTIONS,
    driverCountry: DRIVER_COUNTRY_OPTIONS,
  },
  steps: [
    step('vehicle', [...VEHICLE_FIELDS, field('marketValue', 'number')]),
    step('insurance-details', [
      field('territory', 'radio', { options: CASCO_TERRITORY_OPTIONS }),
      field('deductible', 'select', { options: CASCO_DEDUCTIBLE_OPTIONS }),
      field('antiTheft', 'checkbox'),
      field('installments', 'select', { options: INSTALLMENT_OPTIONS }),
      field('insuranceValidity', 'select', { options: MONTHLY_VALIDITY_OPTIONS }),
      field('startDate', 'date'),
    ]),
    step(
      'drivers',
      optional([field('drivers', 'persons-list', { itemFields: DRIVER_FIELDS, minItems: 1, maxItems: MAX_DRIVERS })]),
    ),
    step('contractor', CONTRACTOR_FIELDS),
  ],
  details: detailsSchema,
};
