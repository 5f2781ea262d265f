import { z } from 'zod';
import { accepted, record } from './keyed-schemas';

/**
 * Consents given at confirmation (spec §5): the terms and the processing of personal data are
 * always required; some insurers also require a statement that the insured persons are in
 * Moldova when the policy starts (they refuse cover for travellers already abroad).
 */
export const consentsSchema = record({
  terms: accepted(),
  personalData: accepted(),
  insuredInMoldova: accepted().optional(),
});

const consentsWithPresenceSchema = record({
  terms: accepted(),
  personalData: accepted(),
  insuredInMoldova: accepted(),
});

/** The consents for a given offer: with the presence statement when its insurer asks for it. */
export function consentsSchemaFor(options: { insuredInMoldova: boolean }) {
  return options.insuredInMoldova ? consentsWithPresenceSchema : consentsSchema;
}

export type Consents = z.infer<typeof consentsSchema>;
