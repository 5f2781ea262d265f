import { birthdaySchema } from '../../validation/birthday.rule';
import type { Clock } from '../../validation/clock';
import { nationalPersonalCodeRule } from '../../validation/cnp.validator';
import { countryCodeSchema } from '../../validation/country-code.validator';
import { foreignPersonalCodeSchema } from '../../validation/document-codes.validator';
import { idnpSchema } from '../../validation/idnx.validator';
import { flag, list, record } from '../../validation/keyed-schemas';
import { passportSchema } from '../../validation/passport.validator';
import { personNameSchema } from '../../validation/person-name.validator';
import { uniquePersonalCodes } from '../../validation/unique-personal-codes.rule';
import { field, optional } from '../field';

/** Travellers insured by one policy: at least one, at most this many (group cover starts at 10). */
export const MAX_PERSONS = 10;

/**
 * A resident traveller (travel medical): names as in the passport, birthday, IDNP and the
 * passport they travel with (spec §3: a non-Moldovan-passport traveller enters the Moldovan IDNP
 * plus the passport number travelled with).
 */
export function travellerSchema(clock: Clock) {
  return record({
    firstName: personNameSchema,
    lastName: personNameSchema,
    birthday: birthdaySchema(clock),
    idnp: idnpSchema,
    passportNumber: passportSchema,
  });
}

/** The insured travellers, each personal code once. */
export function travellersSchema(clock: Clock) {
  return list(travellerSchema(clock), 1, MAX_PERSONS, 'persons-required').superRefine(uniquePersonalCodes('idnp'));
}

export const TRAVELLER_FIELDS = [
  field('firstName', 'text'),
  field('lastName', 'text'),
  field('birthday', 'date'),
  field('idnp', 'text'),
  field('passportNumber', 'text'),
];

/**
 * A foreigner staying in Moldova (non-resident medical): passport and nationality; an IDNP if they
 * have one, and the personal code of their own country if they give it — a Romanian's is a CNP
 * (spec §5, domain.md §6.3), checked against the nationality.
 */
export function visitorSchema(clock: Clock) {
  return record({
    firstName: personNameSchema,
    lastName: personNameSchema,
    birthday: birthdaySchema(clock),
    passportNumber: passportSchema,
    nationalityCode: countryCodeSchema,
    personalCode: foreignPersonalCodeSchema.optional(),
    idnp: idnpSchema.optional(),
    student: flag().optional(),
  }).superRefine((visitor, ctx) => {
    const key = nationalPersonalCodeRule(visitor.nationalityCode, visitor.personalCode);
    if (key) ctx.addIssue({ code: 'custom', message: key, path: ['personalCode'] });
  });
}

/** The insured visitors, each passport, personal code and IDNP once. */
export function visitorsSchema(clock: Clock) {
  return list(visitorSchema(clock), 1, MAX_PERSONS, 'persons-required')
    .superRefine(uniquePersonalCodes('passportNumber'))
    .superRefine(uniquePersonalCodes('personalCode'))
    .superRefine(uniquePersonalCodes('idnp'));
}

export const VISITOR_FIELDS = [
  field('firstName', 'text'),
  field('lastName', 'text'),
  field('birthday', 'date'),
  field('passportNumber', 'text'),
  field('nationalityCode', 'country'),
  ...optional([field('personalCode', 'text'), field('idnp', 'text'), field('student', 'checkbox')]),
];
