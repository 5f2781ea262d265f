import type { ApiClient } from './api-client';
import { payByCard } from './sandbox-customer';

/*
 * A customer who knows nothing of the product but what GET /api/products publishes: each line's
 * steps and fields (names, kinds, options, visibility conditions), the JSON Schema of its details,
 * the tail's fields and the requests they go in. It answers each visible field from what it knows
 * (its persona), leaves the rest alone, and drives the order through the API as the storefront
 * does: a draft saved step by step, the offers, the confirmation, the payment. A field the
 * catalogue names as the API does not is refused by the API, and the purchase fails.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
}

export interface CatalogueField {
  name: string;
  kind: string;
  required: boolean;
  options?: { value: string | number | boolean }[];
  visibleWhen?: { field: string; in: readonly (string | number | boolean)[] };
  fromRegistry?: boolean;
  submittedTo?: 'confirm' | 'payment' | 'payorder';
  itemFields?: CatalogueField[];
  minItems?: number;
}

interface CatalogueStep {
  id: string;
  fields: CatalogueField[];
}

export interface CatalogueProduct {
  type: string;
  steps: CatalogueStep[];
  detailsJsonSchema: JsonSchema;
  insurers: { slug: string; name: string; kind: string; idno?: string; assistancePhone?: string }[];
}

export interface PublishedCatalogue {
  products: CatalogueProduct[];
  tail: CatalogueStep[];
  tailRequests: Record<'confirm' | 'payment' | 'payorder', { method: string; path: string; fieldsIn: 'body' | 'data' }>;
}

/** What a customer answers when asked: details by field path, and the tail's answers by their paths. */
export interface Persona {
  /** The item's details as the customer would type them (only what a field asks is sent). */
  details: Record<string, unknown>;
  /** The confirmation's answers (contact, who pays) by the API's paths. */
  confirm: Record<string, unknown>;
  /** The payment method (the catalogue's first one otherwise). */
  provider?: string;
  /** The insurer to buy from; the cheapest offer otherwise. */
  insurer?: string;
}

/** An offer as the offers answer lists it (the fields the customer looks at). */
export interface OfferSeen {
  id: string;
  insurer: { slug: string; name: string };
  price: { minor: number; currency: string };
  payable: { minor: number; currency: string };
  charges: {
    premium: { minor: number; currency: string };
    serviceFee: { minor: number; currency: string } | null;
    total: { minor: number; currency: string };
    conversion: { from: { minor: number; currency: string }; rate: number; date: string } | null;
  };
  coverage: Record<string, unknown>;
  limits: Record<string, { minor: number; currency: string }>;
  presenceStatement: boolean;
}

export interface CataloguePurchase {
  orderId: string;
  orderNumber: string;
  /** The details as entered, exactly as sent. */
  details: Record<string, unknown>;
  confirmBody: Record<string, unknown>;
  offer: OfferSeen;
  paymentId: string;
  /** The provider's page the customer paid on. */
  redirectUrl: string;
}

function at(root: unknown, path: string): unknown {
  let value = root;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function put(root: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let target = root;
  for (const key of keys.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[keys[keys.length - 1]] = value;
}

const branches = (schema: JsonSchema): JsonSchema[] =>
  schema.anyOf || schema.oneOf ? [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(branches) : [schema];

/** The schemas a path of the details leads to (every branch of a union). */
function schemasAt(root: JsonSchema, path: string[]): JsonSchema[] {
  let current = [root];
  for (const segment of path) {
    current = current.flatMap((schema) =>
      branches(schema).flatMap((branch) =>
        segment === '*'
          ? branch.items
            ? [branch.items]
            : []
          : branch.properties?.[segment]
            ? [branch.properties[segment]]
            : [],
      ),
    );
  }
  return current.flatMap(branches);
}

/** A typed answer as its JSON Schema wants it (a number typed as text, digits wanted as a string). */
function coerce(value: unknown, schemas: JsonSchema[]): unknown {
  const types = new Set(schemas.flatMap((schema) => (Array.isArray(schema.type) ? schema.type : [schema.type])));
  if ((types.has('number') || types.has('integer')) && !types.has('string') && typeof value === 'string') {
    return Number(value);
  }
  if (types.has('string') && !types.has('number') && !types.has('integer') && typeof value === 'number') {
    return String(value);
  }
  return value;
}

function visible(field: CatalogueField, values: Record<string, unknown>): boolean {
  if (!field.visibleWhen) return true;
  return field.visibleWhen.in.includes(at(values, field.visibleWhen.field) as string | number | boolean);
}

/**
 * Answers `fields` into `target` (the details, or one item of a list), from `known` (the persona's
 * answers at the same level). `path` is the JSON Schema path of the level.
 */
function answer(
  product: string,
  fields: readonly CatalogueField[],
  target: Record<string, unknown>,
  known: Record<string, unknown>,
  schema: JsonSchema,
  path: string[],
): void {
  for (const field of fields) {
    if (!visible(field, target)) continue;
    const fieldPath = [...path, ...field.name.split('.')];
    const given = at(known, field.name);
    if (field.kind === 'persons-list' || (field.kind === 'list' && field.itemFields)) {
      const items = Array.isArray(given) ? given : [];
      if (items.length === 0 && field.required)
        throw new Error(`${product}: the customer has no ${field.name} to list`);
      if (items.length === 0) continue;
      put(
        target,
        field.name,
        items.map((item) => {
          const entry: Record<string, unknown> = {};
          answer(product, field.itemFields ?? [], entry, item as Record<string, unknown>, schema, [...fieldPath, '*']);
          return entry;
        }),
      );
      continue;
    }
    let value: unknown = given;
    if (value === undefined) {
      // A registry fills these in; the customer types them only when it knows them.
      if (field.fromRegistry || !field.required) continue;
      const schemas = schemasAt(schema, fieldPath);
      if (field.options?.length) value = field.options[0].value;
      else if (field.kind === 'checkbox') value = schemas.some((candidate) => candidate.const === true);
      else throw new Error(`${product}: the catalogue asks for ${field.name}, which the customer has no answer for`);
    }
    if (field.options && !Array.isArray(value) && !field.options.some((option) => option.value === value)) {
      throw new Error(`${product}: ${field.name} offers no option ${JSON.stringify(value)}`);
    }
    put(target, field.name, coerce(value, schemasAt(schema, fieldPath)));
  }
}

async function expectOk<T>(step: string, call: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const answered = await call;
  if (answered.status !== status) {
    throw new Error(`${step} answered ${answered.status}: ${JSON.stringify(answered.body).slice(0, 1500)}`);
  }
  return answered.body;
}

/** GET /api/products, as the storefront reads it. */
export async function publishedCatalogue(client: ApiClient): Promise<PublishedCatalogue> {
  return expectOk('GET /api/products', client.get<PublishedCatalogue>('/api/products'));
}

/**
 * Buys `type` as a customer who reads the published catalogue and answers with `persona`: the draft
 * saved after every step (POST, then PATCH), the offer search, the confirmation built from the
 * tail's confirm fields, the payment started with the tail's payment fields and paid on the
 * provider's page (`pay`, by card by default). Resolves once the provider sent the customer back.
 */
export async function buyFromCatalogue(
  client: ApiClient,
  catalogue: PublishedCatalogue,
  type: string,
  persona: Persona,
  pay: (redirectUrl: string) => Promise<unknown> = payByCard,
): Promise<CataloguePurchase> {
  const product = catalogue.products.find((candidate) => candidate.type === type);
  if (!product) throw new Error(`the catalogue has no ${type}`);
  const details: Record<string, unknown> = {};
  let order: { id: string; number: string; version: number } | undefined;
  for (const step of product.steps) {
    answer(type, step.fields, details, persona.details, product.detailsJsonSchema, []);
    const items = [{ type, details }];
    order = order
      ? await expectOk(`PATCH ${step.id}`, client.patch(`/api/orders/${order.id}`, { version: order.version, items }))
      : await expectOk(`POST ${step.id}`, client.post('/api/orders', { items }), 201);
  }
  const placed = order!;
  const offers = await expectOk('offers', client.post<{ offers: OfferSeen[] }>(`/api/orders/${placed.id}/offers`));
  const offer = persona.insurer
    ? offers.offers.find((candidate) => candidate.insurer.slug === persona.insurer)
    : offers.offers[0];
  if (!offer)
    throw new Error(`${type}: no offer${persona.insurer ? ` from ${persona.insurer}` : ''}: ${JSON.stringify(offers)}`);

  const bodies: Record<'confirm' | 'payment' | 'payorder', Record<string, unknown>> = {
    confirm: {},
    payment: {},
    payorder: {},
  };
  const known: Record<'confirm' | 'payment' | 'payorder', Record<string, unknown>> = {
    confirm: { ...persona.confirm, offerId: offer.id },
    payment: persona.provider ? { provider: persona.provider } : {},
    payorder: {},
  };
  for (const step of catalogue.tail) {
    for (const field of step.fields) {
      const request = field.submittedTo;
      if (!request) throw new Error(`the tail's ${field.name} names no request`);
      // Conditions name the chosen offer (`offer.…`) or another field of the same request.
      if (!visible(field, { ...bodies[request], offer })) continue;
      const given = at(known[request], field.name);
      let value: unknown = given;
      if (value === undefined) {
        if (!field.required && field.kind !== 'checkbox') continue;
        if (field.options?.length) value = field.options[0].value;
        else if (field.kind === 'checkbox') value = field.required;
        else throw new Error(`the tail asks for ${field.name}, which the customer has no answer for`);
      }
      put(bodies[request], field.name, value);
    }
  }
  await expectOk('confirm', client.post(`/api/orders/${placed.id}/confirm`, bodies.confirm));
  const payment = await expectOk(
    'payment',
    client.post<{ paymentId: string; redirectUrl?: string }>(`/api/orders/${placed.id}/payments`, bodies.payment),
    201,
  );
  if (!payment.redirectUrl) throw new Error(`${type}: the payment has no page to pay on`);
  await pay(payment.redirectUrl);
  return {
    orderId: placed.id,
    orderNumber: placed.number,
    details,
    confirmBody: bodies.confirm,
    offer,
    paymentId: payment.paymentId,
    redirectUrl: payment.redirectUrl,
  };
}
