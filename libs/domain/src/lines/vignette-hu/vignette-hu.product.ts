import { choice, record } from '../../validation/keyed-schemas';
import { valuesOf } from '../../catalogue/option';
import { REGISTRATION_COUNTRY_OPTIONS } from '../../catalogue/options/vehicle.options';
import { HU_VIGNETTE_CATEGORY_OPTIONS, HU_VIGNETTE_VALIDITY_OPTIONS } from '../../catalogue/options/vignette.options';
import { step, type ProductSpec } from '../../catalogue/product-spec';
import type { Clock } from '../../validation/clock';
import {
  refineVignetteVehicle,
  VIGNETTE_START_WINDOW,
  vignettePolicyFields,
  vignetteVehicleFields,
  vignetteVehicleShape,
} from '../../catalogue/shared/vignette.details';

function detailsSchema(clock: Clock) {
  return record({
    ...vignetteVehicleShape(clock),
    vehicleCategory: choice(valuesOf(HU_VIGNETTE_CATEGORY_OPTIONS)),
    validity: choice(valuesOf(HU_VIGNETTE_VALIDITY_OPTIONS)),
  }).superRefine(refineVignetteVehicle);
}

/**
 * Hungarian e-matrica (domain.md §4.3) for Moldovan or Ukrainian vehicles up to 3.5 t: category
 * (D1M, D1, D2, U), daily, weekly (10 days), monthly or annual. Priced in EUR, paid in lei.
 */
export const huVignetteSpec: ProductSpec<'vignette:hu', ReturnType<typeof detailsSchema>> = {
  type: 'vignette:hu',
  numberPrefix: 'HUV',
  slugs: { ro: 'vinieta-ungaria', ru: 'vinetka-vengriya', en: 'vignette-hungary' },
  startWindow: VIGNETTE_START_WINDOW,
  priceCurrency: 'EUR',
  expressOrder: true,
  enumerations: {
    registrationCountry: REGISTRATION_COUNTRY_OPTIONS,
    vehicleCategory: HU_VIGNETTE_CATEGORY_OPTIONS,
    validity: HU_VIGNETTE_VALIDITY_OPTIONS,
  },
  steps: [
    step('vehicle-data', vignetteVehicleFields(HU_VIGNETTE_CATEGORY_OPTIONS)),
    step('policy-details', vignettePolicyFields(HU_VIGNETTE_VALIDITY_OPTIONS)),
  ],
  details: detailsSchema,
};
