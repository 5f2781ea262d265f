/**
 * Every key a validation failure can carry. A zod issue built by this library has one of these as
 * its `message`; the text lives in @asiguro/i18n under `validation.<key>` in ro, ru and en.
 */
export const VALIDATION_KEYS = [
  // Generic: missing, wrong type, unknown option, unknown field, length
  'required',
  'invalid-value',
  'invalid-option',
  'invalid-number',
  'unknown-field',
  'too-long',
  'too-many-items',
  'persons-required',
  // Identity
  'invalid-email',
  'invalid-idnp',
  'invalid-idno',
  'invalid-idnx',
  'invalid-idnv',
  'duplicate-personal-code',
  'invalid-cnp',
  'invalid-company-name',
  'idno-required',
  'invalid-name',
  'invalid-personal-code',
  'invalid-passport',
  'invalid-phone',
  'invalid-iban',
  'invalid-country',
  'contractor-ineligible',
  'under-18',
  // Dates
  'invalid-date',
  'date-in-past',
  'date-before-min',
  'start-before-current-policy-ends',
  'date-after-max',
  'end-before-start',
  'interval-too-short',
  'interval-too-long',
  'birthday-in-future',
  'birthday-too-early',
  'document-date-in-future',
  'weekend-start-day',
  // Vehicles
  'invalid-certificate',
  'invalid-plate',
  'invalid-vin',
  'invalid-engine-volume',
  'electric-engine-volume',
  'towing-is-trailer',
  'road-assistance-eligibility',
  'road-tax-electric',
  'delivery-outside-chisinau',
  'unlimited-drivers-before-law',
  'validity-not-for-category',
  // Other products and payment
  'invalid-baggage-pcs',
  'invalid-flight-number',
  'digits-only',
  'invalid-cadastral-code',
  'invalid-policy-number',
  'invalid-bill-number',
  'consent-required',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && (VALIDATION_KEYS as readonly string[]).includes(value);
}
