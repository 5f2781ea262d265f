import { choice, record } from '../../validation/keyed-schemas';
import { vinSchema } from '../../validation/vin.validator';
import { valuesOf } from '../../catalogue/option';
import { REGISTRATION_COUNTRY_OPTIONS } from '../../catalogue/options/vehicle.options';
import {
  RO_VIGNETTE_CATEGORY_OPTIONS,
  RO_VIGNETTE_VALIDITY_OPTIONS,
  roVignetteValiditiesFor,
} from '../../catalogue/options/vignette.options';
import { step, type ProductSpec } from '../../catalogue/product-spec';
import type { Clock } from '../../validation/clock';
import { issueWhen } from '../../catalogue/shared/require-when';
import {
  refineVignetteVehicle,
  VIGNETTE_START_WINDOW,
  VIN_FIELD,
  vignettePolicyFields,
  vignetteVehicleFields,
  vignetteVehicleShape,
} from '../../catalogue/shared/vignette.details';

function detailsSchema(clock: Clock) {
  return record({
    ...vignetteVehicleShape(clock),
    vinCode: vinSchema,
    vehicleCategory: choice(valuesOf(RO_VIGNETTE_CATEGORY_OPTIONS)),
    validity: choice(valuesOf(RO_VIGNETTE_VALIDITY_OPTIONS)),
  }).superRefine((details, ctx) => {
    refineVignetteVehicle(details, ctx);
    const allowed = roVignetteValiditiesFor(details.vehicleCategory).map((item) => item.value);
    issueWhen(ctx, !allowed.includes(details.validity), ['validity'], 'validity-not-for-category');
  });
}

/**
 * Romanian rovinieta (domain.md §4.1) for vehicles registered in Moldova or Ukraine: category
 * (A cars, B–F goods vehicles by weight and axles), plate and VIN, a validity the category is
 * sold with (A and B: 1, 10, 30 or 60 days or 12 months; C and D: 1, 7 or 30 days or 12 months;
 * E: 1 day or 12 months; F: 12 months), starting within 30 days. Priced from the official EUR
 * tariff, paid in lei at the BNM official rate of the pricing day (stated on the offer).
 */
export const roVignetteSpec: ProductSpec<'vignette:ro', ReturnType<typeof detailsSchema>> = {
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
  details: detailsSchema,
};
