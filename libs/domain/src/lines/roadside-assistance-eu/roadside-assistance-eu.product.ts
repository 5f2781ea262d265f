import { parseDmy } from '../../validation/calendar-date';
import { startDateSchema } from '../../validation/date-window.rule';
import { choice, numberChoice, record } from '../../validation/keyed-schemas';
import { roadAssistanceEligibility } from '../../validation/road-assistance-eligibility.rule';
import type { Clock } from '../../validation/clock';
import { field } from '../../catalogue/field';
import { valuesOf } from '../../catalogue/option';
import { ROAD_ASSISTANCE_COVERAGE_OPTIONS, ROAD_ASSISTANCE_VALIDITY_OPTIONS } from './roadside-assistance-eu.options';
import {
  ENGINE_TYPE_OPTIONS,
  VEHICLE_CATEGORY_OPTIONS,
  VEHICLE_TYPE_OPTIONS,
} from '../../catalogue/options/vehicle.options';
import { step, type ProductSpec } from '../../catalogue/product-spec';
import { CONTRACTOR_IDENTITY_FIELDS, contractorIdentitySchema } from '../../catalogue/shared/contractor.details';
import { issueWhen } from '../../catalogue/shared/require-when';
import { VEHICLE_FIELDS, vehicleSchema } from '../../catalogue/shared/vehicle.details';

/** Cover may start today and be bought up to 60 days ahead (ASSUMPTION). */
const START_WINDOW = { minDays: 0, maxDays: 60 };

function detailsSchema(clock: Clock) {
  return record({
    vehicle: vehicleSchema(clock),
    coverage: choice(valuesOf(ROAD_ASSISTANCE_COVERAGE_OPTIONS)),
    insuranceValidity: numberChoice(valuesOf(ROAD_ASSISTANCE_VALIDITY_OPTIONS)),
    contractStartDate: startDateSchema(START_WINDOW, clock),
    contractor: contractorIdentitySchema(clock),
  }).superRefine((details, ctx) => {
    // Judged once the registry has described the car; before that the API looks it up.
    const vehicle = details.vehicle;
    if (vehicle.vehicleCategory === undefined) return;
    const start = parseDmy(details.contractStartDate);
    if (!start) return;
    const inspection = vehicle.technicalInspectionValidUntil
      ? (parseDmy(vehicle.technicalInspectionValidUntil) ?? undefined)
      : undefined;
    const verdict = roadAssistanceEligibility({ ...vehicle, technicalInspectionValidUntil: inspection }, start);
    issueWhen(ctx, verdict !== null, ['vehicle'], 'road-assistance-eligibility');
  });
}

/**
 * Road assistance in Romania or Romania and the EU (domain.md §9, §10.8): the car from its
 * certificate (eligible: M1, at most 9 seats, no standing places, inspection valid), the
 * coverage, the period and the contract's start.
 */
export const roadsideAssistanceSpec: ProductSpec<'roadside-assistance-eu', ReturnType<typeof detailsSchema>> = {
  type: 'roadside-assistance-eu',
  numberPrefix: 'RSA',
  slugs: { ro: 'asistenta-rutiera', ru: 'pomoshch-na-doroge', en: 'road-assistance' },
  startWindow: START_WINDOW,
  priceCurrency: 'EUR',
  expressOrder: false,
  enumerations: {
    coverage: ROAD_ASSISTANCE_COVERAGE_OPTIONS,
    insuranceValidity: ROAD_ASSISTANCE_VALIDITY_OPTIONS,
    engineType: ENGINE_TYPE_OPTIONS,
    vehicleType: VEHICLE_TYPE_OPTIONS,
    vehicleCategory: VEHICLE_CATEGORY_OPTIONS,
  },
  steps: [
    step('vehicle', VEHICLE_FIELDS),
    step('insurance-details', [
      field('coverage', 'radio', { options: ROAD_ASSISTANCE_COVERAGE_OPTIONS }),
      field('insuranceValidity', 'select', { options: ROAD_ASSISTANCE_VALIDITY_OPTIONS }),
      field('contractStartDate', 'date'),
    ]),
    step('contractor', CONTRACTOR_IDENTITY_FIELDS),
  ],
  details: detailsSchema,
};
