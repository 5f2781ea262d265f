import type { ProductType } from '../products/product-types';

export interface InsurerTariff {
  /** L_insurer per product line (domain.md §10 table; lines not in that table are ASSUMPTION). */
  loadings: Partial<Record<ProductType, number>>;
  /** CASCO base rate, share of the sum insured (domain.md §10 table). */
  cascoBaseRate?: number;
}

/**
 * Per-insurer personalities (domain.md §10.0). Only lines the insurer sells (ISSUERS) have a
 * loading; a line of its own folder (lines/) names its sellers' loadings itself.
 */
export const INSURER_TARIFFS: Record<string, InsurerTariff> = {
  moldasig: {
    loadings: {
      rca: 1.0,
      'green-card': 1.0,
      'real-estate': 1.0,
    },
    cascoBaseRate: 0.04,
  },
  donaris: {
    loadings: {
      rca: 1.05,
      'green-card': 1.02,
      'real-estate': 1.05,
    },
    cascoBaseRate: 0.036,
  },
  grawe: {
    loadings: { rca: 1.08, 'green-card': 1.03 },
    cascoBaseRate: 0.038,
  },
  'acord-grup': {
    loadings: {
      rca: 1.02,
      'green-card': 1.0,
      'real-estate': 0.95,
    },
    cascoBaseRate: 0.042,
  },
  general: {
    loadings: {
      rca: 1.04,
      'green-card': 1.01,
      'real-estate': 1.02,
    },
    cascoBaseRate: 0.045,
  },
  intact: {
    loadings: {
      rca: 1.03,
      'green-card': 1.0,
    },
    cascoBaseRate: 0.04,
  },
  asterra: {
    loadings: { rca: 1.01, 'green-card': 1.0, 'real-estate': 0.98 },
    cascoBaseRate: 0.048,
  },
  transelit: {
    loadings: { rca: 1.06, 'green-card': 1.02 },
    cascoBaseRate: 0.05,
  },
  moldcargo: {
    loadings: { 'green-card': 1.0 },
    cascoBaseRate: 0.044,
  },
};

/** The insurer's loading for a line, or undefined when it has no tariff for it. */
export function insurerLoading(insurer: string, product: ProductType): number | undefined {
  return INSURER_TARIFFS[insurer]?.loadings[product];
}
