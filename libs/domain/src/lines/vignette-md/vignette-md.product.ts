import { startDateSchema } from '../../validation/date-window.rule';
import { countryCodeSchema } from '../../validation/country-code.validator';
import { choice, record } from '../../validation/keyed-schemas';
import { foreignPlateSchema } from '../../validation/plate.validator';
import { foreignCertificateSchema } from '../../validation/vehicle-certificate.validator';
import { field, optional } from '../../catalogue/field';
import { valuesOf } from '../../catalogue/option';
import {
  MD_VIGNETTE_CATEGORY_OPTIONS,
  MD_VIGNETTE_VALIDITY_OPTIONS,
  mdVignetteValiditiesFor,
} from '../../catalogue/options/vignette.options';
import { step, type ProductSpec } from '../../catalogue/product-spec';
import type { Clock } from '../../validation/clock';
import { issueWhen } from '../../catalogue/shared/require-when';
import {
  driverFullNameSchema,
  VIGNETTE_START_WINDOW,
  vignettePolicyFields,
} from '../../catalogue/shared/vignette.details';

function detailsSchema(clock: Clock) {
  return record({
    registrationCountry: countryCodeSchema.refine((country) => country !== 'MD', { error: 'invalid-country' }),
    plateNumber: foreignPlateSchema,
    foreignCertificateNumber: foreignCertificateSchema.optional(),
    vehicleCategory: choice(valuesOf(MD_VIGNETTE_CATEGORY_OPTIONS)),
    validity: choice(valuesOf(MD_VIGNETTE_VALIDITY_OPTIONS)),
    vignetteStartDate: startDateSchema(VIGNETTE_START_WINDOW, clock),
    driverFullName: driverFullNameSchema,
  }).superRefine((details, ctx) => {
    const allowed = mdVignetteValiditiesFor(details.vehicleCategory).map((item) => item.value);
    issueWhen(ctx, !allowed.includes(details.validity), ['validity'], 'validity-not-for-category');
  });
}

/**
 * Moldovan vignette (domain.md §4.2) for vehicles registered abroad: country of registration
 * (not Moldova: Moldovan vehicles pay the road tax), foreign plate and certificate, category
 * (M1 buys 7–180 days, the others 1 day to 12 months), start within 30 days.
 */
export const mdVignetteSpec: ProductSpec<'vignette:md', ReturnType<typeof detailsSchema>> = {
  type: 'vignette:md',
  numberPrefix: 'MDV',
  slugs: { ro: 'vinieta-md', ru: 'vignette-md', en: 'vignette-md' },
  // Spec §2 writes the English address with the product type's colon; links use the slug above.
  slugAliases: { en: ['vignette:md'] },
  startWindow: VIGNETTE_START_WINDOW,
  priceCurrency: 'EUR',
  expressOrder: true,
  enumerations: {
    vehicleCategory: MD_VIGNETTE_CATEGORY_OPTIONS,
    validity: MD_VIGNETTE_VALIDITY_OPTIONS,
  },
  steps: [
    step('vehicle-data', [
      field('registrationCountry', 'country'),
      field('plateNumber', 'text'),
      ...optional([field('foreignCertificateNumber', 'text')]),
      field('vehicleCategory', 'select', { options: MD_VIGNETTE_CATEGORY_OPTIONS }),
    ]),
    step('policy-details', vignettePolicyFields(MD_VIGNETTE_VALIDITY_OPTIONS)),
  ],
  details: detailsSchema,
};
