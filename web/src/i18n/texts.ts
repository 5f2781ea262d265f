import type { ro } from './ro';

/** A counted text: one form per plural category of its language (Intl.PluralRules), `other` always. */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

type Shape<T> = T extends string
  ? string
  : T extends { other: string }
    ? PluralText
    : T extends readonly (infer Item)[]
      ? readonly Shape<Item>[]
      : { [K in keyof T]: Shape<T[K]> };

/** The shape every language's storefront texts must have: Romanian's, leaf for leaf. */
export type StorefrontTexts = Shape<typeof ro>;
