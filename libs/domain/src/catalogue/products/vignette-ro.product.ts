import { choice, record } from '../../validation/keyed-schemas';
import { vinSchema } from '../../validation/vin.validator';
import { valuesOf } from '../option';
import { REGISTRATION_COUNTRY_OPTIONS } from '../options/vehicle.options';
import { RO_VIGNETTE_CATEGORY_OPTIONS, RO_VIGNETTE_VALIDITY_OPTIONS } from '../options/vignette.options';
import { defineProduct, step } from '../product-definition';
import {
  refineVignetteVehicle,
  VIGNETTE_START_WINDOW,
  VIN_FIELD,
  vignettePolicyFields,
  vignetteVehicleFields,
  vignetteVehicleShape,
} from '../shared/vignette.details';

/**
 * Romanian rovinieta (domain.md §4.1) for vehicles registered in Moldova or Ukraine: category,
 * plate and VIN, a validity of 1, 10, 30 or 60 days or 12 months, starting within 30 days.
 * Priced in EUR, paid in lei.
 */
export const roVignetteProduct = defineProduct({
  type: 'vignette:ro',
  numberPrefix: 'ROV',
  slugs: { ro: 'rovinieta', ru: 'rovinyetka', en: 'rovignette' },
  startWindow: VIGNETTE_START_WINDOW,
  priceCurrency: 'EUR',
  expressOrder: true,
  enumerations: {
    registrationCountry: REGISTRATION_COUNTRY_OPTIONS,
    vehicleCategory: RO_VIGNETTE_CATEGORY_OPTIONS,
    validity: RO_VIGNETTE_VALIDITY_OPTIONS,
  },
  steps: [
    step('vehicle-data', [...vignetteVehicleFields(RO_VIGNETTE_CATEGORY_OPTIONS), VIN_FIELD]),
    step('policy-details', vignettePolicyFields(RO_VIGNETTE_VALIDITY_OPTIONS)),
  ],
  details: (clock) =>
    record({
      ...vignetteVehicleShape(clock),
      vinCode: vinSchema,
      vehicleCategory: choice(valuesOf(RO_VIGNETTE_CATEGORY_OPTIONS)),
      validity: choice(valuesOf(RO_VIGNETTE_VALIDITY_OPTIONS)),
    }).superRefine(refineVignetteVehicle),
});
