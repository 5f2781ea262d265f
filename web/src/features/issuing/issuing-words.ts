import { isVignette, type ProductType } from '@asiguro/domain';
import type { StorefrontTexts } from '../../i18n/texts';

type IssuingTexts = StorefrontTexts['issuing'];
type CheckTexts = StorefrontTexts['check'];

/**
 * The order page's words for the product's kind. A vignette is a certificate a state system (its
 * issuer) issues, not an insurer's policy: its steps, messages, number and document say so.
 */
export function issuingWords(texts: StorefrontTexts, product: ProductType): IssuingTexts {
  const base = texts.issuing;
  if (!isVignette(product)) return base;
  const vignette = base.vignette;
  return {
    ...base,
    steps: vignette.steps,
    now: vignette.now,
    policy: vignette.policy,
    insurer: vignette.insurer,
    titles: { ...base.titles, failed: vignette.titleFailed },
    messages: { ...base.messages, failed: vignette.failed, canceled: vignette.canceled },
    documentKinds: { ...base.documentKinds, policy: vignette.document },
    walletTitle: vignette.walletTitle,
  };
}

/** The public check's words for what it found: a vignette's certificate and its issuer. */
export function checkWords(texts: StorefrontTexts, product: ProductType | null | undefined): CheckTexts {
  const base = texts.check;
  return product && isVignette(product) ? { ...base, ...base.vignette } : base;
}
