import { productLines } from '../lines';
import { isAddonOnly, type ProductType } from '../products/product-types';
import type { AddonDefinition } from './addon-definition';

export type { AddonDefinition, AddonPrefill } from './addon-definition';

/**
 * Which add-ons each main product offers (spec: the order is a list of items; the marketplace
 * sells the Romanian vignette next to a main product and the road tax on motor orders). Each
 * add-on is its own product line: its own details, tariff, issuer and documents. A main line
 * declares the add-ons it offers in its folder (`addons`); lines that declare none offer none.
 */
export const ADDONS_BY_PRODUCT: Partial<Record<ProductType, readonly AddonDefinition[]>> = Object.fromEntries(
  productLines().flatMap((line) => (line.addons ? [[line.spec.type, line.addons]] : [])),
);

/** The add-ons a main product offers (none for most lines). */
export function addonsOf(main: ProductType): readonly AddonDefinition[] {
  return ADDONS_BY_PRODUCT[main] ?? [];
}

/** The add-on `type` as `main` declares it, or undefined when `main` does not offer it. */
export function findAddon(main: ProductType, type: ProductType): AddonDefinition | undefined {
  return addonsOf(main).find((addon) => addon.type === type);
}

function valueAt(details: Record<string, unknown>, dotted: string): unknown {
  let value: unknown = details;
  for (const key of dotted.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function setIfAbsent(details: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let target = details;
  for (const key of keys.slice(0, -1)) {
    const next = target[key];
    if (next === undefined || next === null) target[key] = {};
    else if (typeof next !== 'object') return;
    target = target[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1];
  if (target[last] === undefined) target[last] = structuredClone(value);
}

/**
 * An add-on's details completed from its main item: what the customer entered wins, what is
 * missing is copied from the main item (and the add-on's fixed values). A line `main` does not
 * offer as an add-on comes back unchanged.
 */
export function prefilledAddonDetails(
  main: { type: ProductType; details: Record<string, unknown> },
  addon: { type: ProductType; details: Record<string, unknown> },
): Record<string, unknown> {
  const definition = findAddon(main.type, addon.type);
  const details = structuredClone(addon.details ?? {});
  if (!definition) return details;
  for (const [key, value] of Object.entries(definition.fixed ?? {})) setIfAbsent(details, key, value);
  for (const { from, to } of definition.prefill) {
    const value = valueAt(main.details ?? {}, from);
    if (value !== undefined) setIfAbsent(details, to, value);
  }
  return details;
}

/**
 * Why an order's items are not a main product with add-ons it offers, or null: the first item is
 * the main product, every other one an add-on it declares, each at most once.
 */
export function addonsProblem(items: readonly { type: ProductType }[]): string | null {
  const [main, ...addons] = items;
  if (!main) return 'an order needs at least one item';
  if (isAddonOnly(main.type)) return `${main.type} is sold only as an add-on`;
  const seen = new Set<ProductType>();
  for (const addon of addons) {
    if (!findAddon(main.type, addon.type)) return `${main.type} does not offer ${addon.type} as an add-on`;
    if (seen.has(addon.type)) return `${addon.type} is in the order twice`;
    seen.add(addon.type);
  }
  return null;
}
