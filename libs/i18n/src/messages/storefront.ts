import type { roStorefront } from './ro/storefront.messages';

type Shape<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Shape<Item>[]
    : { readonly [K in keyof T]: Shape<T[K]> };

/**
 * The `storefront` namespace: the storefront's own texts, in the shape its pages read them. Each
 * language is a chunk of its own in the storefront's build, loaded (web/src/i18n/load-texts.ts),
 * never imported statically, so a visitor downloads only the language they read.
 */
export type StorefrontMessages = Shape<typeof roStorefront>;
