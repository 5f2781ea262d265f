import { birthdaySchema } from '../../validation/birthday.rule';
import type { Clock } from '../../validation/clock';
import { isPersonalDocumentCode } from '../../validation/document-codes.validator';
import { documentDateSchema } from '../../validation/document-date.rule';
import { idnpSchema } from '../../validation/idnx.validator';
import { choice, list, record, text } from '../../validation/keyed-schemas';
import { passportSchema } from '../../validation/passport.validator';
import { personNameSchema } from '../../validation/person-name.validator';
import { uniquePersonalCodes } from '../../validation/unique-personal-codes.rule';
import { field, when } from '../field';
import { valuesOf } from '../option';
import { DRIVER_COUNTRY_OPTIONS } from '../options/vehicle.options';
import { issueWhen, requireWhen } from './require-when';

/** Named drivers of a limited-drivers contract, at most this many. */
export const MAX_DRIVERS = 5;

/**
 * A driver (spec §3 Driver): a Moldovan resident gives the IDNP and a Moldovan licence (one or
 * two letters and digits), a non-resident the passport and the foreign licence.
 */
export function driverSchema(clock: Clock) {
  return record({
    firstName: personNameSchema,
    lastName: personNameSchema,
    birthday: birthdaySchema(clock),
    driverCountry: choice(valuesOf(DRIVER_COUNTRY_OPTIONS)),
    idnp: idnpSchema.optional(),
    passportNumber: passportSchema.optional(),
    driverLicenseNumber: text(20),
    driverLicenseDate: documentDateSchema(clock),
  }).superRefine((driver, ctx) => {
    const resident = driver.driverCountry === 'MD';
    requireWhen(ctx, resident, driver.idnp, ['idnp']);
    requireWhen(ctx, !resident, driver.passportNumber, ['passportNumber']);
    issueWhen(
      ctx,
      resident && !isPersonalDocumentCode(driver.driverLicenseNumber),
      ['driverLicenseNumber'],
      'invalid-personal-code',
    );
  });
}

/** The named drivers, each IDNP once. */
export function driversSchema(clock: Clock) {
  return list(driverSchema(clock), 1, MAX_DRIVERS, 'required').superRefine(uniquePersonalCodes('idnp'));
}

export const DRIVER_FIELDS = [
  field('firstName', 'text'),
  field('lastName', 'text'),
  field('birthday', 'date'),
  field('driverCountry', 'radio', { options: DRIVER_COUNTRY_OPTIONS }),
  ...when({ field: 'driverCountry', in: ['MD'] }, [field('idnp', 'text')]),
  ...when({ field: 'driverCountry', in: ['abroad'] }, [field('passportNumber', 'text')]),
  field('driverLicenseNumber', 'text'),
  field('driverLicenseDate', 'date'),
];
