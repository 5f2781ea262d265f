import type { StorefrontMessages } from '@asiguro/i18n';

/** The storefront's texts: the catalogue's `storefront` namespace (libs/i18n), ICU messages. */
export type StorefrontTexts = StorefrontMessages;
