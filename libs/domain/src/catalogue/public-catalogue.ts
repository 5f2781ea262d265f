import { DEFAULT_LOCALE, LOCALES, localized, type Locale, type Localized, type MessageKey } from '@asiguro/i18n';
import type { DocumentKind } from '../documents/document-kinds';
import { issuersOf } from '../partners/issuers-of';
import { addonsOf, type AddonPrefill } from './addons';
import type { Currency } from '../money/money';
import type { ProductType } from '../products/product-types';
import type { DateWindow } from '../validation/date-window.rule';
import { detailsJsonSchema, type JsonSchema } from './details-json-schema';
import { z } from 'zod';
import { functionInputSchemas, functionRequestSchema } from '../requests/function-inputs';
import { confirmOrderBodySchema, startPaymentBodySchema } from '../requests/order-requests';
import type { FieldCondition, FieldDefinition, FieldKind, TailRequest } from './field';
import type { FieldOption } from './option';
import { ORDER_TAIL_STEPS } from './order-tail';
import type { ProductDefinition, StepDefinition } from './product-definition';
import { CATALOGUE, getProduct } from './product-definitions';
import { productPaths, termsPath } from './product-routes';

/** A field as published: its keys and, resolved, its label and required message. */
export interface PublicField {
  name: string;
  kind: FieldKind;
  required: boolean;
  labelKey: MessageKey;
  requiredKey: MessageKey;
  label: Localized;
  requiredMessage: Localized;
  options?: readonly FieldOption[];
  visibleWhen?: FieldCondition;
  fromRegistry?: boolean;
  submittedTo?: TailRequest;
  itemFields?: PublicField[];
  minItems?: number;
  maxItems?: number;
}

export interface PublicStep {
  id: string;
  titleKey: MessageKey;
  title: Localized;
  fields: PublicField[];
}

/** A product line as GET /api/products publishes it: the definition without its zod objects. */
export interface PublicProduct {
  type: ProductType;
  name: Localized;
  subtitle: Localized;
  slugs: Localized;
  slugAliases?: Partial<Record<Locale, readonly string[]>>;
  paths: Localized;
  termsPaths?: Localized;
  insurerPages?: { insurer: string; paths: Localized }[];
  presenceStatementInsurers?: readonly string[];
  steps: PublicStep[];
  startWindow?: DateWindow;
  enumerations: Record<string, readonly FieldOption[]>;
  /** Who issues the line, with the insurer's 24/7 assistance line its policies print. */
  insurers: {
    slug: string;
    name: string;
    kind: 'insurer' | 'state' | 'courier';
    idno?: string;
    assistancePhone?: string;
  }[];
  documents: readonly DocumentKind[];
  issuingTimeSeconds: number;
  numberPrefix: string;
  priceCurrency: Currency;
  paymentCurrency: 'MDL';
  expressOrder: boolean;
  detailsJsonSchema: JsonSchema;
  draftDetailsJsonSchema: JsonSchema;
  /**
   * The add-ons the line offers in the same order and payment: each is a product line of its own
   * (its definition is in `products`), issued by its own issuers; `prefill` says which of its
   * details the API copies from the main item when the add-on's details leave them out.
   */
  addons: PublicAddon[];
}

export interface PublicAddon {
  type: ProductType;
  name: Localized;
  issuers: string[];
  prefill: readonly AddonPrefill[];
  fixed?: Readonly<Record<string, unknown>>;
}

/** A request the tail's fields are sent in, with the JSON Schema of its body. */
export interface PublicTailRequest {
  method: 'POST';
  /** `{id}` is the order's id. */
  path: string;
  /** Where in the body the fields sit: the body itself, or its `data` (callable functions). */
  fieldsIn: 'body' | 'data';
  bodyJsonSchema: JsonSchema;
}

export interface PublicCatalogue {
  locales: readonly Locale[];
  defaultLocale: Locale;
  products: PublicProduct[];
  /** The offers, confirmation and payment screens every flow ends with. */
  tail: PublicStep[];
  /** The requests the tail's fields go with (each field's `submittedTo`). */
  tailRequests: Record<TailRequest, PublicTailRequest>;
}

/** The API requests behind the tail, with the schemas the API validates them with. */
function tailRequests(): Record<TailRequest, PublicTailRequest> {
  return {
    confirm: {
      method: 'POST',
      path: '/api/orders/{id}/confirm',
      fieldsIn: 'body',
      bodyJsonSchema: z.toJSONSchema(confirmOrderBodySchema, { io: 'input' }),
    },
    payment: {
      method: 'POST',
      path: '/api/orders/{id}/payments',
      fieldsIn: 'body',
      bodyJsonSchema: z.toJSONSchema(startPaymentBodySchema, { io: 'input' }),
    },
    payorder: {
      method: 'POST',
      path: '/api/functions/payorder',
      fieldsIn: 'data',
      bodyJsonSchema: z.toJSONSchema(functionRequestSchema(functionInputSchemas.payorder), { io: 'input' }),
    },
  };
}

function publicField(item: FieldDefinition): PublicField {
  const { itemFields, ...rest } = item;
  return {
    ...rest,
    label: localized(item.labelKey),
    requiredMessage: localized(item.requiredKey),
    ...(itemFields ? { itemFields: itemFields.map(publicField) } : {}),
  };
}

function publicStep(item: StepDefinition): PublicStep {
  return {
    id: item.id,
    titleKey: item.titleKey,
    title: localized(item.titleKey),
    fields: item.fields.map(publicField),
  };
}

function publicProduct(product: ProductDefinition): PublicProduct {
  const terms = product.termsSlug
    ? (Object.fromEntries(LOCALES.map((locale) => [locale, termsPath(product.type, locale)])) as Localized)
    : undefined;
  return {
    type: product.type,
    name: product.name,
    subtitle: product.subtitle,
    slugs: product.slugs,
    ...(product.slugAliases ? { slugAliases: product.slugAliases } : {}),
    paths: productPaths(product.type),
    ...(terms ? { termsPaths: terms } : {}),
    ...(product.insurerPages
      ? {
          insurerPages: product.insurerPages.map((insurer) => ({
            insurer,
            paths: productPaths(product.type, insurer),
          })),
        }
      : {}),
    ...(product.presenceStatementInsurers ? { presenceStatementInsurers: product.presenceStatementInsurers } : {}),
    steps: product.steps.map(publicStep),
    ...(product.startWindow ? { startWindow: product.startWindow } : {}),
    enumerations: product.enumerations,
    insurers: product.insurers.map(({ slug, name, kind, idno, assistancePhone }) => ({
      slug,
      name,
      kind,
      ...(idno ? { idno } : {}),
      ...(assistancePhone ? { assistancePhone } : {}),
    })),
    documents: product.documents,
    issuingTimeSeconds: product.issuingTimeSeconds,
    numberPrefix: product.numberPrefix,
    priceCurrency: product.priceCurrency,
    paymentCurrency: product.paymentCurrency,
    expressOrder: product.expressOrder,
    detailsJsonSchema: detailsJsonSchema(product.type),
    draftDetailsJsonSchema: detailsJsonSchema(product.type, { draft: true }),
    addons: addonsOf(product.type).map((addon) => ({
      type: addon.type,
      name: getProduct(addon.type).name,
      issuers: issuersOf(addon.type).map((issuer) => issuer.slug),
      prefill: addon.prefill,
      ...(addon.fixed ? { fixed: addon.fixed } : {}),
    })),
  };
}

let published: PublicCatalogue | undefined;

/**
 * The serialisable catalogue GET /api/products publishes: every line without its zod objects,
 * with resolved labels, paths and the JSON Schemas of its details, plus the common tail. Built
 * once: it depends on nothing but the code.
 */
export function publicCatalogue(): PublicCatalogue {
  published ??= {
    locales: LOCALES,
    defaultLocale: DEFAULT_LOCALE,
    products: CATALOGUE.map(publicProduct),
    tail: ORDER_TAIL_STEPS.map(publicStep),
    tailRequests: tailRequests(),
  };
  return published;
}
