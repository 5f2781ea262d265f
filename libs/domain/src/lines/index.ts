import type { z } from 'zod';
import type { LineType } from './line-types';
import type { ProductLine } from './product-line';
import { cascoLine } from './casco';
import { courierDeliveryLine } from './courier-delivery';
import { greenCardLine } from './green-card';
import { medicalLine } from './medical';
import { medicalOptionalLine } from './medical-optional';
import { mobilityLine } from './mobility';
import { rcaLine } from './rca';
import { realEstateLine } from './real-estate';
import { roadTaxLine } from './road-tax';
import { baggageLine } from './baggage';
import { roadsideAssistanceLine } from './roadside-assistance-eu';
import { studyRoLine } from './study-ro';
import { bgVignetteLine } from './vignette-bg';
import { huVignetteLine } from './vignette-hu';
import { mdVignetteLine } from './vignette-md';
import { roVignetteLine } from './vignette-ro';

/**
 * The registry of the lines that live in a folder of their own: each table of the domain (the
 * catalogue, tariffs, underwriting, documents) and each surface (storefront, console, My account)
 * reads a registered line from here. The compiler refuses a name in LINE_TYPES without its module.
 */
export const PRODUCT_LINES = {
  casco: cascoLine,
  'courier-delivery': courierDeliveryLine,
  'green-card': greenCardLine,
  medical: medicalLine,
  'medical-optional': medicalOptionalLine,
  mobility: mobilityLine,
  baggage: baggageLine,
  rca: rcaLine,
  'real-estate': realEstateLine,
  'road-tax': roadTaxLine,
  'roadside-assistance-eu': roadsideAssistanceLine,
  'study-ro': studyRoLine,
  'vignette:ro': roVignetteLine,
  'vignette:md': mdVignetteLine,
  'vignette:hu': huVignetteLine,
  'vignette:bg': bgVignetteLine,
} as const satisfies { [T in LineType]: ProductLine<T, z.ZodType, z.ZodType> };

export type ProductLines = typeof PRODUCT_LINES;

/** Any registered line, its schemas erased (for the dispatching tables). */
export type AnyProductLine = ProductLine<LineType, z.ZodType, z.ZodType>;

/** Every registered line, in the order of LINE_TYPES. */
export function productLines(): AnyProductLine[] {
  return Object.values(PRODUCT_LINES) as AnyProductLine[];
}

/** Whether an item (or anything with a product `type`) is of a registered line. */
export function isLineItem<I extends { type: string }>(item: I): item is Extract<I, { type: LineType }> {
  return item.type in PRODUCT_LINES;
}

/** The registered line of an item `isLineItem` let through, its schemas erased so any item's details fit its tables. */
export function lineOfItem(item: { type: LineType }): AnyProductLine {
  return PRODUCT_LINES[item.type] as AnyProductLine;
}

/** The registered line of a product type, or undefined for a line still spread over the domain's aspects. */
export function productLineOf(type: string): AnyProductLine | undefined {
  return (PRODUCT_LINES as Record<string, AnyProductLine>)[type];
}

export { LINE_TYPES, type LineType } from './line-types';
export { defineLine, type IconShape, type LineTexts, type ProductLine } from './product-line';
