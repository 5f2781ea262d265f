import { choice, record } from '../../validation/keyed-schemas';
import { valuesOf } from '../../catalogue/option';
import { REGISTRATION_COUNTRY_OPTIONS } from '../../catalogue/options/vehicle.options';
import { BG_VIGNETTE_VALIDITY_OPTIONS } from '../../catalogue/options/vignette.options';
import { step, type ProductSpec } from '../../catalogue/product-spec';
import type { Clock } from '../../validation/clock';
import {
  refineVignetteVehicle,
  refineWeekendStart,
  VIGNETTE_START_WINDOW,
  vignettePolicyFields,
  vignetteVehicleFields,
  vignetteVehicleShape,
} from '../../catalogue/shared/vignette.details';

function detailsSchema(clock: Clock) {
  return record({
    ...vignetteVehicleShape(clock),
    validity: choice(valuesOf(BG_VIGNETTE_VALIDITY_OPTIONS)),
  }).superRefine((details, ctx) => {
    refineVignetteVehicle(details, ctx);
    refineWeekendStart(details, ctx);
  });
}

/**
 * Bulgarian e-vignette, category 3 (cars and vans up to 3.5 t; domain.md §4.4) for Moldovan or
 * Ukrainian vehicles: weekend (starting Friday to Sunday), week, month, quarter or year.
 */
export const bgVignetteSpec: ProductSpec<'vignette:bg', ReturnType<typeof detailsSchema>> = {
  type: 'vignette:bg',
  numberPrefix: 'BGV',
  slugs: { ro: 'vinieta-bulgaria', ru: 'vinetka-bolgariya', en: 'vignette-bulgaria' },
  startWindow: VIGNETTE_START_WINDOW,
  priceCurrency: 'EUR',
  expressOrder: true,
  enumerations: {
    registrationCountry: REGISTRATION_COUNTRY_OPTIONS,
    validity: BG_VIGNETTE_VALIDITY_OPTIONS,
  },
  steps: [
    step('vehicle-data', vignetteVehicleFields()),
    step('policy-details', vignettePolicyFields(BG_VIGNETTE_VALIDITY_OPTIONS)),
  ],
  details: detailsSchema,
};
