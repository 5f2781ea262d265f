import { daysBetween, parseDmy } from '../../validation/calendar-date';
import type { Clock } from '../../validation/clock';
import { startDateSchema } from '../../validation/date-window.rule';
import { documentDateSchema } from '../../validation/document-date.rule';
import { choice, numberChoice, record, text } from '../../validation/keyed-schemas';
import { anyVehicleCertificateSchema } from '../../validation/vehicle-certificate.validator';
import { field, when, within } from '../../catalogue/field';
import { valuesOf } from '../../catalogue/option';
import { MONTHLY_VALIDITY_OPTIONS } from '../../catalogue/options/validity.options';
import {
  CONTRACT_TYPE_OPTIONS,
  DRIVER_COUNTRY_OPTIONS,
  ENGINE_TYPE_OPTIONS,
  OPERATING_MODE_OPTIONS,
  OWNERSHIP_OPTIONS,
  VEHICLE_CATEGORY_OPTIONS,
  VEHICLE_TYPE_OPTIONS,
} from '../../catalogue/options/vehicle.options';
import { step, type ProductSpec } from '../../catalogue/product-spec';
import { CONTRACTOR_IDENTITY_FIELDS, contractorIdentitySchema } from '../../catalogue/shared/contractor.details';
import { DRIVER_FIELDS, driversSchema, MAX_DRIVERS } from '../../catalogue/shared/driver.details';
import { issueWhen, requireWhen } from '../../catalogue/shared/require-when';
import { VEHICLE_FIELDS, vehicleSchema } from '../../catalogue/shared/vehicle.details';

/** RCA may start today and be bought up to 60 days ahead (ASSUMPTION). */
const START_WINDOW = { minDays: 0, maxDays: 60 };

/**
 * The first day a contract for unlimited drivers may start (spec §9): Law 106/2022 on compulsory
 * motor third-party liability insurance, in force from 1 April 2023 (domain.md §1.3).
 */
export const UNLIMITED_DRIVERS_FROM = '01.04.2023';
const TITLED = ['lease', 'leasing', 'power-of-attorney'];

function detailsSchema(clock: Clock) {
  return record({
    vehicle: vehicleSchema(clock),
    // Only its certificate: whether it can tow is the registry's answer (the line's risk, in index.ts).
    towingVehicle: record({ certificateNumber: anyVehicleCertificateSchema }).optional(),
    operatingMode: choice(valuesOf(OPERATING_MODE_OPTIONS)),
    ownership: choice(valuesOf(OWNERSHIP_OPTIONS)),
    documentNumber: text(40).optional(),
    documentDate: documentDateSchema(clock).optional(),
    contractType: choice(valuesOf(CONTRACT_TYPE_OPTIONS)),
    drivers: driversSchema(clock).optional(),
    insuranceValidity: numberChoice(valuesOf(MONTHLY_VALIDITY_OPTIONS)),
    startDate: startDateSchema(START_WINDOW, clock),
    contractor: contractorIdentitySchema(clock),
  }).superRefine((details, ctx) => {
    requireWhen(ctx, details.vehicle.isTrailer === true, details.towingVehicle, ['towingVehicle']);
    const titled = TITLED.includes(details.ownership);
    requireWhen(ctx, titled, details.documentNumber, ['documentNumber']);
    requireWhen(ctx, titled, details.documentDate, ['documentDate']);
    requireWhen(ctx, details.contractType === 'limited', details.drivers, ['drivers']);
    const start = parseDmy(details.startDate);
    issueWhen(
      ctx,
      details.contractType === 'unlimited' &&
        start !== null &&
        daysBetween(parseDmy(UNLIMITED_DRIVERS_FROM)!, start) < 0,
      ['contractType'],
      'unlimited-drivers-before-law',
    );
  });
}

/**
 * RCA, compulsory motor third-party liability (spec §1; domain.md §2.4): from the registration
 * certificate, with the operating mode, the owner's title, the contract type (named drivers for a
 * limited contract; an unlimited one starts on 1 April 2023 at the earliest), the period and
 * start, and the contractor's code. A trailer names the
 * vehicle towing it, which cannot itself be a trailer: the registry tells, so underwriting judges
 * it (the line's `risk`, on the `towingVehicle` facts), not this schema.
 */
export const rcaSpec: ProductSpec<'rca', ReturnType<typeof detailsSchema>> = {
  type: 'rca',
  numberPrefix: 'IAI',
  slugs: { ro: 'rca', ru: 'osago', en: 'mtpl' },
  termsSlug: 'terms',
  startWindow: START_WINDOW,
  priceCurrency: 'MDL',
  expressOrder: true,
  enumerations: {
    operatingMode: OPERATING_MODE_OPTIONS,
    ownership: OWNERSHIP_OPTIONS,
    contractType: CONTRACT_TYPE_OPTIONS,
    insuranceValidity: MONTHLY_VALIDITY_OPTIONS,
    engineType: ENGINE_TYPE_OPTIONS,
    vehicleType: VEHICLE_TYPE_OPTIONS,
    vehicleCategory: VEHICLE_CATEGORY_OPTIONS,
    driverCountry: DRIVER_COUNTRY_OPTIONS,
  },
  steps: [
    step('vehicle', [
      ...VEHICLE_FIELDS,
      ...when(
        { field: 'vehicle.isTrailer', in: [true] },
        within('towingVehicle', [field('towingCertificateNumber', 'text', { path: 'certificateNumber' })]),
      ),
      field('operatingMode', 'select', { options: OPERATING_MODE_OPTIONS }),
      field('ownership', 'select', { options: OWNERSHIP_OPTIONS }),
      ...when({ field: 'ownership', in: TITLED }, [field('documentNumber', 'text'), field('documentDate', 'date')]),
    ]),
    step('insurance-details', [
      field('contractType', 'radio', { options: CONTRACT_TYPE_OPTIONS }),
      field('insuranceValidity', 'select', { options: MONTHLY_VALIDITY_OPTIONS }),
      field('startDate', 'date'),
    ]),
    step('drivers', [
      field('drivers', 'persons-list', {
        visibleWhen: { field: 'contractType', in: ['limited'] },
        itemFields: DRIVER_FIELDS,
        minItems: 1,
        maxItems: MAX_DRIVERS,
      }),
    ]),
    step('contractor', CONTRACTOR_IDENTITY_FIELDS),
  ],
  details: detailsSchema,
};
