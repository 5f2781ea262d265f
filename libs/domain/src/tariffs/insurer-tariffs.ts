import type { ProductType } from '../products/product-types';

export interface InsurerTariff {
  /** L_insurer per product line (domain.md §10 table; lines not in that table are ASSUMPTION). */
  loadings: Partial<Record<ProductType, number>>;
}

/**
 * Per-insurer personalities (domain.md §10.0). Only lines the insurer sells (ISSUERS) have a
 * loading; a line of its own folder (lines/) names its sellers' loadings itself.
 */
export const INSURER_TARIFFS: Record<string, InsurerTariff> = {
  moldasig: {
    loadings: {
      rca: 1.0,
    },
  },
  donaris: {
    loadings: {
      rca: 1.05,
    },
  },
  grawe: {
    loadings: { rca: 1.08 },
  },
  'acord-grup': {
    loadings: {
      rca: 1.02,
    },
  },
  general: {
    loadings: {
      rca: 1.04,
    },
  },
  intact: {
    loadings: {
      rca: 1.03,
    },
  },
  asterra: {
    loadings: { rca: 1.01 },
  },
  transelit: {
    loadings: { rca: 1.06 },
  },
};

/** The insurer's loading for a line, or undefined when it has no tariff for it. */
export function insurerLoading(insurer: string, product: ProductType): number | undefined {
  return INSURER_TARIFFS[insurer]?.loadings[product];
}
