import type { z } from 'zod';
import { dateDmySchema } from '../../validation/calendar-date';
import type { Clock } from '../../validation/clock';
import { documentDateSchema } from '../../validation/document-date.rule';
import { engineVolumeSchema, refineEngineVolume } from '../../validation/engine-volume.rule';
import { choice, flag, numberChoice, record, text, wholeNumber } from '../../validation/keyed-schemas';
import { mdPlateSchema } from '../../validation/plate.validator';
import { anyVehicleCertificateSchema } from '../../validation/vehicle-certificate.validator';
import { vinSchema } from '../../validation/vin.validator';
import { field, optional } from '../field';
import { valuesOf } from '../option';
import { ENGINE_TYPE_OPTIONS, VEHICLE_CATEGORY_OPTIONS, VEHICLE_TYPE_OPTIONS } from '../options/vehicle.options';

/**
 * A Moldovan-registered vehicle: the customer types the registration certificate number; the
 * rest is what the state registry returns for it (spec §3 Vehicle), stored with the order so the
 * offers and the policy use the same facts. Registry facts are optional here: they arrive after
 * the lookup, not from the customer.
 */
export function vehicleSchema(clock: Clock, certificate: z.ZodType<string> = anyVehicleCertificateSchema) {
  return record({
    certificateNumber: certificate,
    plateNumber: mdPlateSchema.optional(),
    make: text(60).optional(),
    model: text(60).optional(),
    vinCode: vinSchema.optional(),
    vehicleType: choice(valuesOf(VEHICLE_TYPE_OPTIONS)).optional(),
    vehicleCategory: choice(valuesOf(VEHICLE_CATEGORY_OPTIONS)).optional(),
    engineType: numberChoice(valuesOf(ENGINE_TYPE_OPTIONS)).optional(),
    engineVolume: engineVolumeSchema.optional(),
    placesNumber: wholeNumber(1).optional(),
    standingPlaces: wholeNumber(0).optional(),
    authorizedWeight: wholeNumber(1).optional(),
    firstRegistration: documentDateSchema(clock).optional(),
    isTrailer: flag().optional(),
    technicalInspectionValidUntil: dateDmySchema.optional(),
  }).superRefine(refineEngineVolume);
}

/** The registry facts shown once the certificate is found. */
export const VEHICLE_REGISTRY_FIELDS = optional([
  field('plateNumber', 'text', { fromRegistry: true }),
  field('make', 'text', { fromRegistry: true }),
  field('model', 'text', { fromRegistry: true }),
  field('vinCode', 'text', { fromRegistry: true }),
  field('vehicleType', 'select', { fromRegistry: true, options: VEHICLE_TYPE_OPTIONS }),
  field('vehicleCategory', 'select', { fromRegistry: true, options: VEHICLE_CATEGORY_OPTIONS }),
  field('engineType', 'select', { fromRegistry: true, options: ENGINE_TYPE_OPTIONS }),
  field('engineVolume', 'number', { fromRegistry: true }),
  field('placesNumber', 'number', { fromRegistry: true }),
  field('standingPlaces', 'number', { fromRegistry: true }),
  field('authorizedWeight', 'number', { fromRegistry: true }),
  field('firstRegistration', 'date', { fromRegistry: true }),
  field('isTrailer', 'checkbox', { fromRegistry: true }),
  field('technicalInspectionValidUntil', 'date', { fromRegistry: true }),
]);

/** The vehicle fields, under `vehicle`: the certificate and what the registry returns. */
export const VEHICLE_FIELDS = [field('certificateNumber', 'text'), ...VEHICLE_REGISTRY_FIELDS].map((item) => ({
  ...item,
  name: `vehicle.${item.name}`,
}));
