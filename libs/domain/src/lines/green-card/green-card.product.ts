import { startDateSchema } from '../../validation/date-window.rule';
import { choice, numberChoice, record } from '../../validation/keyed-schemas';
import type { Clock } from '../../validation/clock';
import { vehicleCertificateSchema } from '../../validation/vehicle-certificate.validator';
import { field, optional, within } from '../../catalogue/field';
import { valuesOf } from '../../catalogue/option';
import { VALIDITY_OPTIONS } from '../../catalogue/options/validity.options';
import {
  ENGINE_TYPE_OPTIONS,
  VEHICLE_CATEGORY_OPTIONS,
  VEHICLE_TYPE_OPTIONS,
} from '../../catalogue/options/vehicle.options';
import { step, type ProductSpec } from '../../catalogue/product-spec';
import { CONTRACTOR_IDENTITY_FIELDS, contractorIdentitySchema } from '../../catalogue/shared/contractor.details';
import { VEHICLE_FIELDS, vehicleSchema } from '../../catalogue/shared/vehicle.details';
import { GREEN_CARD_CLASS_OPTIONS, GREEN_CARD_ZONE_OPTIONS } from './green-card.options';

/** A Green Card may start today and be bought up to 90 days ahead (ASSUMPTION). */
const START_WINDOW = { minDays: 0, maxDays: 90 };

function detailsSchema(clock: Clock) {
  return record({
    // Only a permanent registration qualifies (domain.md §3 eligibility).
    vehicle: vehicleSchema(clock, vehicleCertificateSchema),
    vehicleClass: choice(valuesOf(GREEN_CARD_CLASS_OPTIONS)),
    trailer: record({ certificateNumber: vehicleCertificateSchema }).optional(),
    zone: choice(valuesOf(GREEN_CARD_ZONE_OPTIONS)),
    insuranceValidity: numberChoice(valuesOf(VALIDITY_OPTIONS)),
    startDate: startDateSchema(START_WINDOW, clock),
    contractor: contractorIdentitySchema(clock),
  });
}

/**
 * Green Card, cross-border motor liability (domain.md §3): a Moldovan vehicle with a permanent
 * certificate, a zone (Ukraine, or all members), a vehicle class, 15 days to 12 months; an
 * optional trailer gets its own card. Priced in EUR, paid in lei.
 */
export const greenCardSpec: ProductSpec<'green-card', ReturnType<typeof detailsSchema>> = {
  type: 'green-card',
  numberPrefix: 'IAE',
  slugs: { ro: 'green-card', ru: 'green-card', en: 'green-card' },
  termsSlug: 'terms',
  startWindow: START_WINDOW,
  priceCurrency: 'EUR',
  expressOrder: true,
  enumerations: {
    zone: GREEN_CARD_ZONE_OPTIONS,
    vehicleClass: GREEN_CARD_CLASS_OPTIONS,
    insuranceValidity: VALIDITY_OPTIONS,
    engineType: ENGINE_TYPE_OPTIONS,
    vehicleType: VEHICLE_TYPE_OPTIONS,
    vehicleCategory: VEHICLE_CATEGORY_OPTIONS,
  },
  steps: [
    step('vehicle', [
      ...VEHICLE_FIELDS,
      field('vehicleClass', 'select', { options: GREEN_CARD_CLASS_OPTIONS }),
      ...optional(within('trailer', [field('trailerCertificateNumber', 'text', { path: 'certificateNumber' })])),
    ]),
    step('policy-details', [
      field('zone', 'radio', { options: GREEN_CARD_ZONE_OPTIONS }),
      field('insuranceValidity', 'select', { options: VALIDITY_OPTIONS }),
      field('startDate', 'date'),
    ]),
    step('contractor', CONTRACTOR_IDENTITY_FIELDS),
  ],
  details: detailsSchema,
};
