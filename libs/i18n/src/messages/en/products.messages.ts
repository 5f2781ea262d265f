import type { TranslationOf } from '../message';
import type { roProducts } from '../ro/products.messages';

export const enProducts: TranslationOf<typeof roProducts> = {
  'road-tax.name': 'Road tax',
  'road-tax.subtitle': 'The fee for using the roads of the Republic of Moldova',
  'vignette:ro.name': 'Rovignette',
  'vignette:ro.subtitle': 'The vignette for Romanian roads',
  'vignette:md.name': 'Moldovan vignette',
  'vignette:md.subtitle': 'For vehicles registered abroad',
  'vignette:hu.name': 'Hungarian vignette',
  'vignette:hu.subtitle': 'e-matrica for Hungarian motorways',
  'vignette:bg.name': 'Bulgarian vignette',
  'vignette:bg.subtitle': 'e-vignette for Bulgarian roads',
};
