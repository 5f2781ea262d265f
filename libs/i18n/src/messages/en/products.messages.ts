import type { TranslationOf } from '../message';
import type { roProducts } from '../ro/products.messages';

export const enProducts: TranslationOf<typeof roProducts> = {
  'rca.name': 'MTPL',
  'rca.subtitle': 'Compulsory motor third-party liability insurance',
};
