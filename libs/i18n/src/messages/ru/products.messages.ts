import type { TranslationOf } from '../message';
import type { roProducts } from '../ro/products.messages';

export const ruProducts: TranslationOf<typeof roProducts> = {
  'road-tax.name': 'Дорожный сбор',
  'road-tax.subtitle': 'Сбор за пользование дорогами Республики Молдова',
  'vignette:ro.name': 'Ровиньетка',
  'vignette:ro.subtitle': 'Виньетка для дорог Румынии',
  'vignette:md.name': 'Виньетка Молдовы',
  'vignette:md.subtitle': 'Для транспортных средств, зарегистрированных за границей',
  'vignette:hu.name': 'Виньетка Венгрии',
  'vignette:hu.subtitle': 'e-matrica для автомагистралей Венгрии',
  'vignette:bg.name': 'Виньетка Болгарии',
  'vignette:bg.subtitle': 'Электронная виньетка для дорог Болгарии',
};
