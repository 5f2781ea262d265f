import type { TranslationOf } from '../message';
import type { roProducts } from '../ro/products.messages';

export const ruProducts: TranslationOf<typeof roProducts> = {
  'rca.name': 'ОСАГО',
  'rca.subtitle': 'Обязательное страхование гражданской ответственности автовладельцев',
  'vignette:ro.name': 'Ровиньетка',
  'vignette:ro.subtitle': 'Виньетка для дорог Румынии',
  'vignette:md.name': 'Виньетка Молдовы',
  'vignette:md.subtitle': 'Для транспортных средств, зарегистрированных за границей',
  'vignette:hu.name': 'Виньетка Венгрии',
  'vignette:hu.subtitle': 'e-matrica для автомагистралей Венгрии',
  'vignette:bg.name': 'Виньетка Болгарии',
  'vignette:bg.subtitle': 'Электронная виньетка для дорог Болгарии',
};
