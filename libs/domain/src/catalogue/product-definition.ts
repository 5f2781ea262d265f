import { localized, type Catalogue, type Locale, type Localized, type MessageKey } from '@asiguro/i18n';
import type { z } from 'zod';
import { DOCUMENTS_BY_PRODUCT, type DocumentKind } from '../documents/document-kinds';
import type { Currency } from '../money/money';
import { issuersOf, type Issuer } from '../partners/issuers';
import { issuingTimeSeconds, type ProductType } from '../products/product-types';
import { systemClock, type Clock } from '../validation/clock';
import type { DateWindow } from '../validation/date-window.rule';
import { toDraftSchema, type DeepPartial } from './draft-schema';
import type { FieldDefinition } from './field';
import type { FieldOption } from './option';

/** A screen of an order flow; its title is `steps.<id>`. */
export type StepId = Extract<keyof Catalogue['steps'], string>;

export interface StepDefinition {
  id: StepId;
  titleKey: MessageKey;
  fields: readonly FieldDefinition[];
}

/** A step with its fields. */
export function step(id: StepId, fields: readonly FieldDefinition[]): StepDefinition {
  return { id, titleKey: `steps.${id}`, fields };
}

/**
 * What a product line's file declares. Everything else of its definition (name, insurers,
 * documents, issuing time) comes from the shared facts of libs/domain, never re-listed.
 */
export interface ProductSpec<T extends ProductType, S extends z.ZodType> {
  type: T;
  /**
   * Three capital letters that start the line's order and policy numbers (architecture.md,
   * "Words the customer sees"; the market's pattern: IAE green card, IAI RCA, ROV Romanian
   * vignette, MDV Moldovan vignette, RSA road assistance). Unique among the lines.
   */
  numberPrefix: string;
  /** The URL slug per language (spec §2): `/slug` in Romanian, `/ru/slug`, `/en/slug`. */
  slugs: Localized;
  /** More slugs that lead to the same page (old or alternative addresses). */
  slugAliases?: Partial<Record<Locale, readonly string[]>>;
  /**
   * The terms page under the product's path (`/rca/terms`); every line has one (`terms` unless
   * said otherwise), so each policy links to the terms of its own line.
   */
  termsSlug?: string;
  /** Insurers with their own page under the product's path (`/medical/{insurer}`). */
  insurerPages?: readonly string[];
  /** Insurers whose offers require the statement that the insured are in Moldova. */
  presenceStatementInsurers?: readonly string[];
  /** The screens before the common tail (offers, confirmation, pay). */
  steps: readonly StepDefinition[];
  /** How far ahead the cover may start (date pickers use it; the schema enforces it); none for road tax. */
  startWindow?: DateWindow;
  /** The details the customer enters, judged against `clock` for dates. */
  details: (clock: Clock) => S;
  /** The option lists of the line, by name, for the storefront and the console. */
  enumerations: Record<string, readonly FieldOption[]>;
  /** The currency the price is set in; the customer always pays in lei (domain.md §10). */
  priceCurrency: Currency;
  /** The flow starts from a vehicle certificate (the registry fills in the vehicle). */
  expressOrder: boolean;
}

/** A product line as the API, the tariff model, the storefront and the console read it. */
export interface ProductDefinition<T extends ProductType = ProductType, S extends z.ZodType = z.ZodType> extends Omit<
  ProductSpec<T, S>,
  'details'
> {
  name: Localized;
  subtitle: Localized;
  insurers: readonly Issuer[];
  documents: readonly DocumentKind[];
  issuingTimeSeconds: number;
  paymentCurrency: 'MDL';
  /** The full details, enforced at confirmation (dates judged against the system clock). */
  detailsSchema: S;
  /** A draft's details: anything may be missing, nothing may be malformed or unknown. */
  draftDetailsSchema: z.ZodType<DeepPartial<z.output<S>>>;
  /** The full details judged against another clock (tests, a confirmation's request time). */
  detailsSchemaAt(clock: Clock): S;
  /** The draft details judged against another clock. */
  draftDetailsSchemaAt(clock: Clock): z.ZodType<DeepPartial<z.output<S>>>;
}

/** Builds a product line's definition from its declaration and the shared domain facts. */
export function defineProduct<T extends ProductType, S extends z.ZodType>(
  spec: ProductSpec<T, S>,
): ProductDefinition<T, S> {
  const { details, ...declared } = spec;
  const draftAt = (clock: Clock) => toDraftSchema(details(clock)) as z.ZodType<DeepPartial<z.output<S>>>;
  return {
    ...declared,
    termsSlug: spec.termsSlug ?? 'terms',
    name: localized(`products.${spec.type}.name`),
    subtitle: localized(`products.${spec.type}.subtitle`),
    insurers: issuersOf(spec.type),
    documents: DOCUMENTS_BY_PRODUCT[spec.type],
    issuingTimeSeconds: issuingTimeSeconds(spec.type),
    paymentCurrency: 'MDL',
    detailsSchema: details(systemClock),
    draftDetailsSchema: draftAt(systemClock),
    detailsSchemaAt: details,
    draftDetailsSchemaAt: draftAt,
  };
}
