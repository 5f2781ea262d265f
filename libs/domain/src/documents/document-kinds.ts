import { productLines } from '../lines';
import type { ProductType } from '../products/product-types';

/** Document kinds an order can carry (spec §3). */
export const DOCUMENT_KINDS = [
  'demand',
  'contract',
  'policy',
  'documents',
  'amicable_settlement',
  'wallet_pass',
  'google_pass',
  'invoice',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Kinds rendered as signed PDFs; wallet passes are a different format. */
export const PDF_DOCUMENT_KINDS = [
  'demand',
  'contract',
  'policy',
  'documents',
  'amicable_settlement',
  'invoice',
] as const;
export type PdfDocumentKind = (typeof PDF_DOCUMENT_KINDS)[number];

/**
 * What each product line produces once issued. `policy` is the policy or, for vignettes and road
 * tax, the certificate; `documents` is the road-tax payment confirmation; `demand` the signed
 * application; `contract` the insurance contract with its terms reference; `amicable_settlement`
 * the blank accident report that comes with motor liability cover; `invoice` the marketplace's
 * invoice. Wallet passes come with policies and vignettes a driver or traveller carries. Each
 * line declares its own (lines/).
 */
export const DOCUMENTS_BY_PRODUCT = Object.fromEntries(
  productLines().map((line) => [line.spec.type, line.documents]),
) as Record<ProductType, readonly DocumentKind[]>;
