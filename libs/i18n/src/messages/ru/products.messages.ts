import type { TranslationOf } from '../message';
import type { roProducts } from '../ro/products.messages';

export const ruProducts: TranslationOf<typeof roProducts> = {
  'rca.name': 'ОСАГО',
  'rca.subtitle': 'Обязательное страхование гражданской ответственности автовладельцев',
};
