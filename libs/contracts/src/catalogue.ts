import { z } from 'zod';
import { LOCALES } from '@asiguro/i18n';
import { DOCUMENT_KINDS, TAIL_REQUESTS } from '@asiguro/domain';
import { currencySchema, localeSchema, productTypeSchema } from './common';

/*
 * GET /api/products: the catalogue as published (catalogue/public-catalogue.ts builds it from
 * the product definitions). The schema says its shape to integrators; a unit test parses the
 * published catalogue with it, so the two cannot drift.
 */

const localizedSchema = z.object(
  Object.fromEntries(LOCALES.map((locale) => [locale, z.string()])) as {
    [L in (typeof LOCALES)[number]]: z.ZodString;
  },
);

// An option may carry attributes of its own line (a risk class, a zone): loose.
const optionSchema = z.looseObject({ value: z.union([z.string(), z.number()]), label: localizedSchema });

/** A field of an order step: its path in the item details, its kind and its texts in every language. */
const fieldShape = {
  name: z.string().describe("dotted path in the item details, e.g. 'vehicle.certificateNumber'"),
  kind: z
    .string()
    .describe(
      'text, number, date, select, multi-select, radio, checkbox, phone, email, textarea, country, list or persons-list',
    ),
  required: z.boolean(),
  labelKey: z.string(),
  requiredKey: z.string(),
  label: localizedSchema,
  requiredMessage: localizedSchema,
  options: z.array(optionSchema).optional(),
  visibleWhen: z
    .object({ field: z.string(), in: z.array(z.union([z.string(), z.number(), z.boolean()])) })
    .strict()
    .optional(),
  fromRegistry: z.boolean().optional(),
  submittedTo: z
    .enum(TAIL_REQUESTS)
    .optional()
    .describe('for the tail’s fields: the request (in `tailRequests`) the field is sent with'),
  minItems: z.number().int().optional(),
  maxItems: z.number().int().optional(),
};

/** A field; a list's (`list`, `persons-list`) with the fields of each of its items, which hold no lists. */
export const publicFieldSchema = z
  .object({ ...fieldShape, itemFields: z.array(z.object(fieldShape).strict()).optional() })
  .strict();

const publicStepSchema = z
  .object({ id: z.string(), titleKey: z.string(), title: localizedSchema, fields: z.array(publicFieldSchema) })
  .strict();

/** A JSON Schema (draft 2020-12), as zod generates it from a line's details schema. */
const jsonSchemaDocument = z.record(z.string(), z.unknown());

export const publicProductSchema = z
  .object({
    type: productTypeSchema,
    name: localizedSchema,
    subtitle: localizedSchema,
    slugs: localizedSchema,
    slugAliases: z.partialRecord(localeSchema, z.array(z.string())).optional(),
    paths: localizedSchema,
    termsPaths: localizedSchema.optional(),
    insurerPages: z.array(z.object({ insurer: z.string(), paths: localizedSchema }).strict()).optional(),
    presenceStatementInsurers: z.array(z.string()).optional(),
    steps: z.array(publicStepSchema),
    startWindow: z.object({ minDays: z.number().int(), maxDays: z.number().int() }).strict().optional(),
    enumerations: z.record(z.string(), z.array(optionSchema)),
    insurers: z.array(
      z
        .object({
          slug: z.string(),
          name: z.string(),
          kind: z.enum(['insurer', 'state', 'courier']),
          idno: z.string().optional(),
          assistancePhone: z.string().optional().describe('the insurer’s 24/7 assistance line its policies print'),
        })
        .strict(),
    ),
    documents: z.array(z.enum(DOCUMENT_KINDS)),
    issuingTimeSeconds: z.number().int(),
    numberPrefix: z.string(),
    priceCurrency: currencySchema,
    paymentCurrency: z.literal('MDL'),
    expressOrder: z.boolean(),
    detailsJsonSchema: jsonSchemaDocument.describe('the JSON Schema of a confirmed order’s item details'),
    draftDetailsJsonSchema: jsonSchemaDocument.describe('the JSON Schema of a draft’s item details'),
    addons: z
      .array(
        z
          .object({
            type: productTypeSchema,
            name: localizedSchema,
            issuers: z.array(z.string()).describe('who issues the add-on (its own issuer, not the main insurer)'),
            prefill: z
              .array(z.object({ from: z.string(), to: z.string() }).strict())
              .describe('details the API copies from the main item (dotted paths) when the add-on leaves them out'),
            fixed: z.record(z.string(), z.unknown()).optional().describe('details always set to these values'),
          })
          .strict(),
      )
      .describe('add-ons sold with the line in the same order and payment, each a product line of its own'),
  })
  .strict();

export const publicCatalogueSchema = z
  .object({
    locales: z.array(localeSchema),
    defaultLocale: localeSchema,
    products: z.array(publicProductSchema),
    tail: z.array(publicStepSchema).describe('the offers, confirmation and payment screens every flow ends with'),
    tailRequests: z
      .record(
        z.enum(TAIL_REQUESTS),
        z
          .object({
            method: z.literal('POST'),
            path: z.string().describe('`{id}` is the order’s id'),
            fieldsIn: z.enum(['body', 'data']).describe('where in the body the fields sit'),
            bodyJsonSchema: jsonSchemaDocument,
          })
          .strict(),
      )
      .describe('the API requests the tail’s fields are sent with, with the JSON Schema of each body'),
  })
  .strict();
