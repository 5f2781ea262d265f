import { z } from 'zod';

/** What kind of personal data a field of a partner contract holds (for readers; every kind is masked). */
export type PersonalKind =
  | 'code' // IDNP, IDNO, CNP, a foreign personal code
  | 'name' // a person's or a company's name
  | 'birthday'
  | 'contact' // e-mail, phone
  | 'address'
  | 'document' // passport, licence, title deed numbers
  | 'vehicle' // plate, VIN, registration certificate
  | 'account'; // IBAN, card number (even masked by the provider)

/** The fields the partner contracts declare personal (see `personal`). */
export const personalFields = z.registry<{ personal: PersonalKind }>();

/**
 * Declares a field of a partner contract (a request or answer schema) personal: every exchange
 * with the partner is stored with it masked. A copy of `schema` is marked, so a shared schema
 * (a plain string, a date) stays unmarked elsewhere.
 */
export function personal<T extends z.ZodType>(schema: T, kind: PersonalKind): T {
  const marked = schema.clone() as T;
  personalFields.add(marked, { personal: kind });
  return marked;
}

function maskValue(value: unknown): unknown {
  if (typeof value !== 'string') return value === null || value === undefined ? value : '***';
  if (value.length <= 4) return '***';
  return `${value.slice(0, 2)}***${value.slice(-2)}`;
}

/**
 * A value no contract describes (an undeclared field, `unknown`): masked whole, keeping only its
 * shape (keys, booleans, null), so what a contract forgot to declare never reaches a log in clear.
 */
export function maskUndeclared(value: unknown, depth = 0): unknown {
  if (depth > 12) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => maskUndeclared(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, maskUndeclared(inner, depth + 1)]),
    );
  }
  return typeof value === 'boolean' ? value : maskValue(value);
}

type AnyDef = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): AnyDef => (schema as unknown as { _zod: { def: AnyDef } })._zod.def;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The scalar kinds of zod, and how a value is told to be of each without parsing it. */
const SCALAR_TESTS: Record<string, (def: AnyDef, value: unknown) => boolean> = {
  string: (_def, value) => typeof value === 'string',
  number: (_def, value) => typeof value === 'number',
  boolean: (_def, value) => typeof value === 'boolean',
  bigint: (_def, value) => typeof value === 'bigint',
  null: (_def, value) => value === null,
  literal: (def, value) => (def.values as unknown[]).includes(value),
  enum: (def, value) => Object.values(def.entries as Record<string, unknown>).includes(value),
};

/**
 * How the option of a union a value is gets found, worked out once per union: an offer's coverage
 * (string, number or boolean) is a union of plain scalars, told apart by the value's type; a
 * discriminated layout by its tag's literal; anything else by parsing the value with each option,
 * which was most of the cost of masking an exchange (docs/performance.md).
 */
type UnionPlan =
  | { kind: 'scalars'; options: { option: z.ZodType; def: AnyDef }[] }
  | { kind: 'tagged'; key: string; byTag: Map<unknown, z.ZodType> }
  | { kind: 'parse' };
const unionPlans = new WeakMap<z.ZodType, UnionPlan>();

function unionPlanOf(schema: z.ZodType, def: AnyDef): UnionPlan {
  let plan = unionPlans.get(schema);
  if (plan) return plan;
  const options = (def.options as z.ZodType[]).map((option) => ({ option, def: defOf(option) }));
  if (options.every(({ option, def: optionDef }) => !personalFields.has(option) && SCALAR_TESTS[optionDef.type])) {
    plan = { kind: 'scalars', options };
  } else if (typeof def.discriminator === 'string') {
    plan = { kind: 'tagged', key: def.discriminator, byTag: optionsByTag(options, def.discriminator) };
  } else {
    plan = { kind: 'parse' };
  }
  unionPlans.set(schema, plan);
  return plan;
}

/** Each tag value's option (zod refuses a discriminated union whose options share a tag value). */
function optionsByTag(options: { option: z.ZodType }[], key: string): Map<unknown, z.ZodType> {
  const byTag = new Map<unknown, z.ZodType>();
  for (const { option } of options) {
    const tags = (option as unknown as { _zod: { propValues?: Record<string, Set<unknown>> } })._zod.propValues?.[key];
    for (const tag of tags ?? []) byTag.set(tag, option);
  }
  return byTag;
}

/** The option of a union `value` is, or undefined when it is none of them. */
function unionOptionOf(schema: z.ZodType, def: AnyDef, value: unknown): z.ZodType | undefined {
  const options = def.options as z.ZodType[];
  const plan = unionPlanOf(schema, def);
  if (plan.kind === 'scalars') {
    // A scalar option is kept as a plain field is: by its kind, not its checks (a length, a pattern).
    return plan.options.find(({ def: optionDef }) => SCALAR_TESTS[optionDef.type](optionDef, value))?.option;
  }
  if (plan.kind === 'tagged' && isRecord(value)) {
    const tagged = plan.byTag.get(value[plan.key]);
    if (tagged) return tagged;
  }
  return options.find((candidate) => candidate.safeParse(value).success);
}

/**
 * A copy of `value` masked by its partner contract: the fields the schema declares `personal`
 * keep two characters at each end (support can still tell two values apart), the fields it
 * declares plain are kept, and anything the schema does not describe is masked whole
 * (maskUndeclared). Schemas are read on their input side (what travels on the wire).
 */
export function maskBySchema(schema: z.ZodType | undefined, value: unknown, depth = 0): unknown {
  return maskWith(maskerOf(schema), value, depth);
}

/**
 * Masks a value by one node of a contract. Each node's masker is made once (maskerOf) and keeps
 * what it needs of the node: every partner call masks its request and its answer, and walking
 * the schema's definitions anew each time (a registry lookup, a switch and a closure per value)
 * was the larger part of recording an exchange (docs/performance.md).
 */
type Masker = (value: unknown, depth: number) => unknown;
const maskers = new WeakMap<z.ZodType, Masker>();
const maskWhole: Masker = (value) => maskUndeclared(value);

function maskWith(masker: Masker, value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return value;
  return depth > 12 ? maskUndeclared(value) : masker(value, depth);
}

function maskerOf(schema: z.ZodType | undefined): Masker {
  if (!schema) return maskWhole;
  let masker = maskers.get(schema);
  if (!masker) {
    masker = compileMasker(schema);
    maskers.set(schema, masker);
  }
  return masker;
}

/** Another node's masker, found on first use: a lazy schema may recurse, a field may be its object. */
function maskerFoundLater(next: () => z.ZodType | undefined): Masker {
  let inner: Masker | undefined;
  return (value, depth) => (inner ??= maskerOf(next()))(value, depth);
}

/** A wrapping node's masker (optional, pipe, lazy): its inner node's, one level deeper. */
function wrapperMasker(next: () => z.ZodType | undefined): Masker {
  const inner = maskerFoundLater(next);
  return (value, depth) => maskWith(inner, value, depth + 1);
}

/** A copy of an object with each field masked by `maskerFor(key)`; `__proto__` stays a plain field. */
function maskFields(value: Record<string, unknown>, depth: number, maskerFor: (key: string) => Masker) {
  const masked: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = maskWith(maskerFor(key), value[key], depth + 1);
    if (key === '__proto__') Object.defineProperty(masked, key, { value: field, enumerable: true, writable: true });
    else masked[key] = field;
  }
  return masked;
}

function compileMasker(schema: z.ZodType): Masker {
  if (personalFields.has(schema)) {
    return (value) => (isRecord(value) || Array.isArray(value) ? maskUndeclared(value) : maskValue(value));
  }
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return wrapperMasker(() => def.innerType as z.ZodType);
    case 'pipe':
      return wrapperMasker(() => def.in as z.ZodType);
    case 'lazy':
      return wrapperMasker(() => (def.getter as () => z.ZodType)());
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const declared = new Map(Object.keys(shape).map((key) => [key, maskerFoundLater(() => shape[key])]));
      const rest = maskerFoundLater(() => def.catchall as z.ZodType | undefined);
      return (value, depth) =>
        isRecord(value) ? maskFields(value, depth, (key) => declared.get(key) ?? rest) : maskUndeclared(value);
    }
    case 'record': {
      const values = maskerFoundLater(() => def.valueType as z.ZodType);
      return (value, depth) => (isRecord(value) ? maskFields(value, depth, () => values) : maskUndeclared(value));
    }
    case 'array': {
      const element = maskerFoundLater(() => def.element as z.ZodType);
      return (value, depth) =>
        Array.isArray(value) ? value.map((item) => maskWith(element, item, depth + 1)) : maskUndeclared(value);
    }
    case 'union':
      // The option the value is (a discriminated layout, a product's risk): masked by that one.
      return (value, depth) => {
        const option = unionOptionOf(schema, def, value);
        return option ? maskWith(maskerOf(option), value, depth + 1) : maskUndeclared(value);
      };
    // A strict object's catchall: a field its contract refuses is still one it does not describe.
    case 'never':
    case 'unknown':
    case 'any':
    case 'intersection':
    case 'tuple':
    case 'map':
    case 'set':
    case 'custom':
      return maskWhole;
    default:
      // A scalar the contract declares plain: a status, an amount, a product, a date.
      return (value) => value;
  }
}

/**
 * Keys whose values are personal data in our own order data (details, contact, billing, a
 * provider's raw notification) shown to staff: any name, personal or company code, birthday,
 * contact, identity document, vehicle identifier, address, account or card. Matched on the end of
 * the key, so `driverFullName`, `contractorBirthday` or `payerIban` are caught as well. Partner
 * exchanges are masked by their contracts instead (maskBySchema).
 */
const PERSONAL_KEYS =
  /(^|[a-z])(name|idnp|idno|idnx|ownercode|personalcode|taxcode|code|cnp|birthday|birthdate|phone|email|passport|passportnumber|identityseries|licensenumber|licencenumber|address|iban|cardnumber|pan|cvv|cvc|platenumber|plate|vincode|vin|certificatenumber|serialnumber|cadastralcode|documentnumber|flightnumbers)$/i;
/** Names that are not a person's: kept readable for support. */
const NOT_PERSONAL =
  /^(insurername|partnername|productname|providername|filename|jobname|queuename|classname|typename|statuscode|errorcode|reasoncode|numcode|charcode|currencycode|countrycode|nationalitycode)$/i;

/**
 * A copy of our own order data with personal data masked by key (keeps two characters at each
 * end, so support staff can still tell two values apart).
 */
export function maskPersonalData(value: unknown, depth = 0): unknown {
  if (depth > 12) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => maskPersonalData(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) =>
        personalKey(key) ? [key, maskUndeclared(inner)] : [key, maskPersonalData(inner, depth + 1)],
      ),
    );
  }
  return value;
}

/** The longest text answer kept in an exchange; the rest says nothing support needs. */
export const MAX_TEXT_BODY = 500;

// Personal values in text a partner may answer instead of JSON (an HTML error page, XML, a
// JSON body cut short): keyed forms are matched by the key, like JSON; bare values by shape.
const KEY = String.raw`[A-Za-z_][\w-]*`;
const KEYED_FORMS: RegExp[] = [
  // "fullName": "Ion Popescu" and "idnp": 2002000000017, also cut short before the closing quote
  new RegExp(String.raw`("(${KEY})"\s*:\s*)("(?:[^"\\]|\\.)*"?|-?\d[\d.]*)`, 'g'),
  // <FullName>Ion Popescu</FullName>, <email type="work">…</email>
  new RegExp(String.raw`(<(${KEY})(?:\s[^>]*)?>)([^<]+)`, 'g'),
  // name="Ion Popescu" (XML and HTML attributes) and name='…'
  new RegExp(String.raw`(\b(${KEY})\s*=\s*)("[^"]*"|'[^']*')`, 'g'),
  // idnp=2002000000017 in a query string or form body
  new RegExp(String.raw`([?&](${KEY})=)([^&\s"'<>]+)`, 'g'),
];
const BARE_VALUES: RegExp[] = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, // e-mail addresses
  /\bMD\d{2}[A-Z0-9]{20}\b/g, // Moldovan IBANs
  /(?<![\w+])\d{13}(?!\d)/g, // IDNP and IDNO: thirteen digits
  /(?<!\d)(?:\d[ -]?){15}\d(?!\d)/g, // card numbers
  /(?:\+|\b00)373[\s-]?\d{2}[\s-]?\d{3}[\s-]?\d{3}\b|\b0[2-9]\d{7}\b/g, // Moldovan phone numbers
];

/** Masks a value written in text, keeping its quotes. */
function maskWritten(value: string): string {
  const quote = value[0] === '"' || value[0] === "'" ? value[0] : '';
  const closed = quote !== '' && value.length > 1 && value.endsWith(quote);
  const inner = value.slice(quote.length, closed ? -1 : undefined);
  return `${quote}${String(maskValue(inner))}${closed ? quote : ''}`;
}

function personalKey(key: string): boolean {
  return PERSONAL_KEYS.test(key) && !NOT_PERSONAL.test(key);
}

/**
 * A text answer (not JSON) made safe to store: values under personal keys are masked as
 * maskPersonalData masks them, e-mail addresses, IDNP/IDNO, IBANs, card and phone numbers
 * anywhere, and the text is cut to MAX_TEXT_BODY characters — after masking, so a cut never
 * leaves half a value unrecognisable and unmasked. Free prose (a name in a sentence) cannot be
 * recognised; partners answer data, not prose.
 */
export function maskPersonalText(text: string): string {
  let masked = text;
  for (const form of KEYED_FORMS) {
    masked = masked.replace(form, (whole, prefix: string, key: string, value: string) =>
      personalKey(key) ? `${prefix}${maskWritten(value)}` : whole,
    );
  }
  for (const shape of BARE_VALUES) masked = masked.replace(shape, (value) => String(maskValue(value)));
  return masked.length > MAX_TEXT_BODY ? `${masked.slice(0, MAX_TEXT_BODY)}…` : masked;
}
