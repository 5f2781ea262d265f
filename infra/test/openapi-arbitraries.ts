import fc from 'fast-check';
import { z } from 'zod';
import { chisinauDayOf } from '@asiguro/domain';

/*
 * Request generators for API fuzzing: values shaped by the OpenAPI document's JSON Schemas (so
 * requests get past the first checks and reach the handlers), mixed with hostile input — huge
 * strings, wrong types, nested junk, SQL and script injection, and unicode tricks (RTL overrides,
 * NUL, zero-width and combining characters, lone surrogates, overlong and invalid UTF-8 bytes).
 */

/** The part of a JSON Schema the generators understand (anything else is read as "any value"). */
export const jsonSchemaSchema = z.looseObject({
  $ref: z.string().optional(),
  type: z.union([z.string(), z.array(z.string())]).optional(),
  enum: z.array(z.unknown()).optional(),
  const: z.unknown().optional(),
  format: z.string().optional(),
  pattern: z.string().optional(),
  minLength: z.number().optional(),
  maxLength: z.number().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  exclusiveMinimum: z.union([z.number(), z.boolean()]).optional(),
  exclusiveMaximum: z.union([z.number(), z.boolean()]).optional(),
  minItems: z.number().optional(),
  maxItems: z.number().optional(),
  required: z.array(z.string()).optional(),
  nullable: z.boolean().optional(),
  get properties(): z.ZodOptional<z.ZodRecord<z.ZodString, typeof jsonSchemaSchema>> {
    return z.record(z.string(), jsonSchemaSchema).optional();
  },
  get items(): z.ZodOptional<typeof jsonSchemaSchema> {
    return jsonSchemaSchema.optional();
  },
  get additionalProperties(): z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, typeof jsonSchemaSchema]>> {
    return z.union([z.boolean(), jsonSchemaSchema]).optional();
  },
  get anyOf(): z.ZodOptional<z.ZodArray<typeof jsonSchemaSchema>> {
    return z.array(jsonSchemaSchema).optional();
  },
  get oneOf(): z.ZodOptional<z.ZodArray<typeof jsonSchemaSchema>> {
    return z.array(jsonSchemaSchema).optional();
  },
  get allOf(): z.ZodOptional<z.ZodArray<typeof jsonSchemaSchema>> {
    return z.array(jsonSchemaSchema).optional();
  },
});
export type JsonSchema = z.infer<typeof jsonSchemaSchema>;

const parameterSchema = z.looseObject({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  schema: jsonSchemaSchema.optional(),
});

const operationSchema = z.looseObject({
  operationId: z.string().optional(),
  parameters: z.array(parameterSchema).optional(),
  requestBody: z
    .looseObject({ content: z.record(z.string(), z.looseObject({ schema: jsonSchemaSchema.optional() })) })
    .optional(),
});
export type Operation = z.infer<typeof operationSchema>;

/** The parts of the OpenAPI document (GET /api/docs-json) the fuzzer reads. */
export const openApiDocumentSchema = z.looseObject({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({ schemas: z.record(z.string(), jsonSchemaSchema).optional() }).optional(),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Route {
  method: HttpMethod;
  /** The OpenAPI path template, e.g. /api/orders/{id}. */
  path: string;
  operation: Operation;
}

/** Every operation of the document, in a stable order. */
export function routesOf(document: OpenApiDocument): Route[] {
  const routes: Route[] = [];
  for (const path of Object.keys(document.paths).sort()) {
    for (const method of HTTP_METHODS) {
      const operation = document.paths[path][method];
      if (operation !== undefined) routes.push({ method, path, operation: operationSchema.parse(operation) });
    }
  }
  return routes;
}

/** Strings that have broken systems before. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; drop table orders; --",
  '1; select pg_sleep(5)',
  "admin'--",
  '" or ""="',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  'abc\u0000def',
  '\u202Egnp.exe',
  '\u202B\u200F\u061C rtl',
  '\uFEFF\u200B\u200C\u200D',
  'e\u0301\u0301\u0301\u0301\u0301',
  '\uD800',
  '\uDFFF\uD800',
  'a\uDBFFb',
  '𝕏𝔸𝕄🧨👩‍👩‍👧‍👦',
  'İıſK',
  '\r\nX-Injected: 1',
  '%00%0d%0a',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '99999999999999999999999',
  '0x7fffffff',
  '__proto__',
  'constructor',
  '',
  ' ',
] as const;

/** A lone UTF-16 surrogate somewhere in an otherwise ordinary string. */
const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 8 }))
  .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`);

/** Huge strings: cheap to make (repetition), from a few kilobytes to past the body limit. */
const hugeString = fc
  .tuple(fc.constantFrom('A', '\u0000', 'é', '🧨', "'", '<'), fc.integer({ min: 4_000, max: 150_000 }))
  .map(([unit, length]) => unit.repeat(length));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: hugeString },
);

/** Nested junk: arrays in arrays, very deep or very wide. */
const nestedJunk = fc.oneof(
  fc.integer({ min: 100, max: 1500 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown),
  fc
    .integer({ min: 100, max: 3000 })
    .map((width) => Object.fromEntries(Array.from({ length: width }, (_v, i) => [`k${i}`, i]))),
  fc.constant({ __proto__: { admin: true }, constructor: { prototype: { polluted: true } } }),
);

/** Any JSON value of the wrong kind: numbers where strings go, objects where arrays go, … */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, -1e308, [], {}) },
  { weight: 1, arbitrary: nestedJunk },
);

/** Bodies that are not JSON at all, or not valid UTF-8: overlong forms, encoded surrogates, stray bytes. */
export const hostileRawBody: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constantFrom(
    Buffer.from('{"items":'),
    Buffer.from('{"a":1,}'),
    Buffer.from("{'single': 'quotes'}"),
    Buffer.from('[1, 2, 3'),
    Buffer.from('\u0000\u0000'),
    Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
    Buffer.from('a=1&b[]=2&__proto__[admin]=1'),
  ),
  fc
    .constantFrom(
      [0xc0, 0xaf], // overlong "/"
      [0xe0, 0x80, 0xaf], // overlong "/" in three bytes
      [0xc0, 0x80], // overlong NUL
      [0xed, 0xa0, 0x80], // a surrogate encoded as UTF-8
      [0xf4, 0x90, 0x80, 0x80], // past U+10FFFF
      [0xff, 0xfe, 0xfd],
      [0x80],
    )
    .map((bytes) =>
      Buffer.concat([
        Buffer.from('{"items":[{"type":"rca","details":{"x":"'),
        Buffer.from(bytes),
        Buffer.from('"}}],"q":"'),
        Buffer.from(bytes),
        Buffer.from('"}'),
      ]),
    ),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);

/** `arbitrary` one time in six, else null. */
export function rarely<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

function resolve(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return document.components?.schemas?.[name] ?? {};
}

/** A string for a JSON Schema string: by format, by pattern when fast-check can read it, else by length. */
function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => chisinauDayOf(date));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 200));
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern, 'u'), { size: 'small' })
        .filter((value) => value.length >= minLength && value.length <= maxLength);
    } catch {
      // A pattern fast-check cannot generate from (lookaheads): plain strings of the right length.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

/**
 * Values that fit `schema` (as far as the generators understand it), each node replaced by a
 * hostile value now and then, so one request mostly fits and breaks in one place.
 */
export function arbitraryFromSchema(input: JsonSchema, document: OpenApiDocument, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(input, document);
  const fits = fitting(schema, document, depth);
  return fc.oneof({ weight: 6, arbitrary: fits }, { weight: 1, arbitrary: hostileValue });
}

function fitting(schema: JsonSchema, document: OpenApiDocument, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((option) => arbitraryFromSchema(option, document, depth + 1)));
  if (schema.allOf?.length) return arbitraryFromSchema(schema.allOf[0], document, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.nullable) types.push('null');
  const byType = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringFor(schema);
      case 'integer': {
        const min = Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER);
        const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
        // Without a maximum, the edges of the integer types are fair game too.
        const edges = schema.maximum === undefined ? [2 ** 31, 2 ** 53 - 1, 1e16].filter((edge) => edge >= min) : [];
        return edges.length
          ? fc.oneof(
              { weight: 5, arbitrary: fc.integer({ min, max }) },
              { weight: 1, arbitrary: fc.constantFrom(...edges) },
            )
          : fc.integer({ min, max });
      }
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(
          schema.items ? arbitraryFromSchema(schema.items, document, depth + 1) : fc.jsonValue({ maxDepth: 2 }),
          {
            minLength: schema.minItems ?? 0,
            maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
          },
        );
      case 'object':
        return objectFor(schema, document, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  });
  if (byType.length === 0)
    return schema.properties ? objectFor(schema, document, depth) : fc.jsonValue({ maxDepth: 2 });
  return byType.length === 1 ? byType[0] : fc.oneof(...byType);
}

function objectFor(schema: JsonSchema, document: OpenApiDocument, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const known = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, arbitraryFromSchema(value, document, depth + 1)]),
    ),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  );
  // Sometimes a key the schema does not know (strict schemas must refuse it, quietly).
  return fc
    .tuple(known, rarely(fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor', '$where'), hostileValue)))
    .map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
}

/**
 * A path segment or query value as it goes on the wire: percent-encoded, or raw percent sequences
 * no encoder would produce (encoded NUL, overlong forms, surrogates, broken escapes).
 */
export function encodeForUrl(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate: send its (invalid) UTF-8 bytes.
    return [...value]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}

export const RAW_URL_JUNK = [
  '%00',
  '%C0%AF',
  '%E0%80%AF',
  '%ED%A0%80',
  '%FF',
  '%',
  '%zz',
  '..%2F..%2F',
  '%2e%2e',
  '%u0041',
] as const;

/** A value for a path or query parameter: one that fits, a hostile one, or raw URL junk. */
export function urlValue(fitting: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fitting.map(encodeForUrl) },
    { weight: 3, arbitrary: hostileString.filter((value) => value.length < 5000).map(encodeForUrl) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_JUNK) },
  );
}

/** Header values a client can send (visible Latin-1, spaces and tabs: no control characters), fitting or hostile. */
export function headerValue(): fc.Arbitrary<string> {
  const sendable = (char: string) => {
    const code = char.charCodeAt(0);
    return code === 0x09 || (code >= 0x20 && code !== 0x7f && code <= 0xff);
  };
  return fc.oneof(hostileString, fc.string({ unit: 'binary-ascii', maxLength: 200 })).map((value) =>
    [...value.slice(0, 4000)]
      .map((char) => (char.length > 1 || char.charCodeAt(0) > 0xff ? '?' : char))
      .filter(sendable)
      .join(''),
  );
}

/** A value with a NUL character in every string it holds (keys kept), so a NUL reaches every field. */
export function withNulBytes(value: unknown): unknown {
  if (typeof value === 'string') return `${value.slice(0, 8)}\u0000${value.slice(8)}`;
  if (Array.isArray(value)) return value.map(withNulBytes);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withNulBytes(inner)]));
  }
  return value;
}
