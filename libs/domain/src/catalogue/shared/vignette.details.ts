import { z } from 'zod';
import { parseDmy } from '../../validation/calendar-date';
import type { Clock } from '../../validation/clock';
import { startDateSchema } from '../../validation/date-window.rule';
import { choice } from '../../validation/keyed-schemas';
import { personNameSchema } from '../../validation/person-name.validator';
import { isMoldovanPlate, isTwoFourTwoPlate, plateSchema } from '../../validation/plate.validator';
import { anyVehicleCertificateSchema } from '../../validation/vehicle-certificate.validator';
import { field, when } from '../field';
import { valuesOf, type FieldOption } from '../option';
import { REGISTRATION_COUNTRY_OPTIONS } from '../options/vehicle.options';
import { isWeekendStart } from '../options/vignette.options';
import { issueWhen, requireWhen } from './require-when';

/** Vignettes may be bought up to 30 days ahead (domain.md §4.1, §4.4; ASSUMPTION for MD and HU). */
export const VIGNETTE_START_WINDOW = { minDays: 0, maxDays: 30 };

/** The driver's full name printed on the vignette (spec §3 driverFullName). */
export const driverFullNameSchema = personNameSchema;

/**
 * The vehicle part of a foreign vignette bought for a Moldovan or Ukrainian vehicle: a Moldovan
 * one starts from its registration certificate (express order, the registry fills the plate);
 * the plate must fit the country's format.
 */
export function vignetteVehicleShape(clock: Clock) {
  return {
    registrationCountry: choice(valuesOf(REGISTRATION_COUNTRY_OPTIONS)),
    certificateNumber: anyVehicleCertificateSchema.optional(),
    plateNumber: plateSchema,
    vignetteStartDate: startDateSchema(VIGNETTE_START_WINDOW, clock),
    driverFullName: driverFullNameSchema,
  };
}

/** Cross-field rules of `vignetteVehicleShape`. */
export function refineVignetteVehicle(
  details: { registrationCountry: string; certificateNumber?: string; plateNumber: string },
  ctx: z.core.$RefinementCtx,
): void {
  const moldovan = details.registrationCountry === 'MD';
  requireWhen(ctx, moldovan, details.certificateNumber, ['certificateNumber']);
  const fits = moldovan ? isMoldovanPlate(details.plateNumber) : isTwoFourTwoPlate(details.plateNumber);
  issueWhen(ctx, !fits, ['plateNumber'], 'invalid-plate');
}

/** A Bulgarian weekend vignette must start on Friday, Saturday or Sunday. */
export function refineWeekendStart(
  details: { validity: string; vignetteStartDate: string },
  ctx: z.core.$RefinementCtx,
): void {
  const start = parseDmy(details.vignetteStartDate);
  issueWhen(
    ctx,
    details.validity === 'weekend' && start !== null && !isWeekendStart(start),
    ['vignetteStartDate'],
    'weekend-start-day',
  );
}

/** Vehicle fields of a vignette for a Moldovan or Ukrainian vehicle, with its category options. */
export function vignetteVehicleFields(categories?: readonly FieldOption[]) {
  return [
    field('registrationCountry', 'radio', { options: REGISTRATION_COUNTRY_OPTIONS }),
    ...when({ field: 'registrationCountry', in: ['MD'] }, [field('certificateNumber', 'text')]),
    field('plateNumber', 'text'),
    ...(categories ? [field('vehicleCategory', 'select', { options: categories })] : []),
  ];
}

/** Validity, start and driver fields of a vignette. */
export function vignettePolicyFields(validities: readonly FieldOption[]) {
  return [
    field('validity', 'select', { options: validities }),
    field('vignetteStartDate', 'date'),
    field('driverFullName', 'text'),
  ];
}

/** The VIN, asked by the Romanian rovinieta. */
export const VIN_FIELD = field('vinCode', 'text');
