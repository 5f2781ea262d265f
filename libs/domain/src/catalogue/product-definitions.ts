import { PRODUCT_TYPES, type ProductType } from '../products/product-types';
import type { ProductDefinition } from './product-definition';
import { baggageProduct } from './products/baggage.product';
import { cascoProduct } from './products/casco.product';
import { greenCardProduct } from './products/green-card.product';
import { medicalOptionalProduct } from './products/medical-optional.product';
import { medicalProduct } from './products/medical.product';
import { mobilityProduct } from './products/mobility.product';
import { rcaProduct } from './products/rca.product';
import { realEstateProduct } from './products/real-estate.product';
import { courierDeliveryProduct } from './products/courier-delivery.product';
import { roadTaxProduct } from './products/road-tax.product';
import { roadsideAssistanceProduct } from './products/roadside-assistance-eu.product';
import { bgVignetteProduct } from './products/vignette-bg.product';
import { huVignetteProduct } from './products/vignette-hu.product';
import { mdVignetteProduct } from './products/vignette-md.product';
import { roVignetteProduct } from './products/vignette-ro.product';

/**
 * The one list of product lines' definitions: adding a line is adding its file in products/ and
 * its entry here (the compiler refuses a product type without one).
 */
export const PRODUCT_DEFINITIONS = {
  'green-card': greenCardProduct,
  rca: rcaProduct,
  medical: medicalProduct,
  'medical-optional': medicalOptionalProduct,
  'real-estate': realEstateProduct,
  casco: cascoProduct,
  baggage: baggageProduct,
  'road-tax': roadTaxProduct,
  'courier-delivery': courierDeliveryProduct,
  'roadside-assistance-eu': roadsideAssistanceProduct,
  mobility: mobilityProduct,
  'vignette:ro': roVignetteProduct,
  'vignette:md': mdVignetteProduct,
  'vignette:hu': huVignetteProduct,
  'vignette:bg': bgVignetteProduct,
} as const satisfies { [T in ProductType]: ProductDefinition<T> };

export type ProductDefinitions = typeof PRODUCT_DEFINITIONS;

/** Every product line's definition, in the order of PRODUCT_TYPES. */
export const CATALOGUE: readonly ProductDefinition[] = PRODUCT_TYPES.map((type) => PRODUCT_DEFINITIONS[type]);

/** The definition of a product line, typed by its line (its details schema included). */
export function getProduct<T extends ProductType>(type: T): ProductDefinitions[T] {
  return PRODUCT_DEFINITIONS[type];
}

/**
 * The three-letter prefix of each line's order and policy numbers (its definition's
 * `numberPrefix`), for numbering that needs no more of the catalogue.
 */
export const NUMBER_PREFIX = Object.fromEntries(CATALOGUE.map((product) => [product.type, product.numberPrefix])) as {
  readonly [T in ProductType]: string;
};
