import { z } from 'zod';
import { adultBirthdaySchema } from '../../validation/adult.rule';
import type { Clock } from '../../validation/clock';
import { companyNameSchema } from '../../validation/company-name.validator';
import { idnoSchema, idnpSchema } from '../../validation/idnx.validator';
import { record, text, variants } from '../../validation/keyed-schemas';
import { personNameSchema } from '../../validation/person-name.validator';
import { field, optional, when, within } from '../field';
import { CONTRACTOR_TYPE_OPTIONS } from '../options/contractor.options';

/**
 * The contractor (payer, policyholder): an individual with an IDNP who must be of age, or a
 * company with an IDNO (spec §3, §5). `full` asks for the names and birthday; `identity` only for
 * the code, the registry supplying the rest (motor products start from the vehicle's owner).
 */
export function contractorSchema(clock: Clock) {
  return variants('contractorType', [
    record({
      contractorType: z.literal('individual'),
      idnp: idnpSchema,
      firstName: personNameSchema,
      lastName: personNameSchema,
      birthday: adultBirthdaySchema(clock),
      address: text(200).optional(),
    }),
    record({
      contractorType: z.literal('company'),
      idno: idnoSchema,
      companyName: companyNameSchema,
      address: text(200).optional(),
    }),
  ]);
}

/** A contractor known by code; names come from the registry (spec §2.4: the RCA form asks only the code). */
export function contractorIdentitySchema(clock: Clock) {
  return variants('contractorType', [
    record({
      contractorType: z.literal('individual'),
      idnp: idnpSchema,
      firstName: personNameSchema.optional(),
      lastName: personNameSchema.optional(),
      birthday: adultBirthdaySchema(clock).optional(),
    }),
    record({
      contractorType: z.literal('company'),
      idno: idnoSchema,
      companyName: companyNameSchema.optional(),
    }),
  ]);
}

const individual = { field: 'contractorType', in: ['individual'] };
const company = { field: 'contractorType', in: ['company'] };

/** The contractor step's fields, all under `contractor`. */
export const CONTRACTOR_FIELDS = within('contractor', [
  field('contractorType', 'radio', { options: CONTRACTOR_TYPE_OPTIONS }),
  ...when(individual, [
    field('idnp', 'text'),
    field('firstName', 'text'),
    field('lastName', 'text'),
    field('birthday', 'date'),
    ...optional([field('address', 'text')]),
  ]),
  ...when(company, [field('idno', 'text'), field('companyName', 'text'), ...optional([field('address', 'text')])]),
]);

/** The contractor fields when only the code is asked (names shown from the registry). */
export const CONTRACTOR_IDENTITY_FIELDS = within('contractor', [
  field('contractorType', 'radio', { options: CONTRACTOR_TYPE_OPTIONS }),
  ...when(individual, [
    field('idnp', 'text'),
    ...optional([
      field('firstName', 'text', { fromRegistry: true }),
      field('lastName', 'text', { fromRegistry: true }),
      field('birthday', 'date', { fromRegistry: true }),
    ]),
  ]),
  ...when(company, [field('idno', 'text'), ...optional([field('companyName', 'text', { fromRegistry: true })])]),
]);
