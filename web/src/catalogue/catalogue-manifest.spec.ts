import { CATALOGUE, isAddonOnly, productPath } from '@asiguro/domain';
import { LOCALES } from '@asiguro/i18n';
import { productBySlug, productSlug, STOREFRONT_PRODUCTS } from './catalogue';
import { manifestOf } from './catalogue-manifest';
import generated from './catalogue-manifest.json';

describe(manifestOf.name, () => {
  it('is what the build wrote to catalogue-manifest.json (run `vite build` when it is stale)', () => {
    expect(generated).toEqual(JSON.parse(JSON.stringify(manifestOf(CATALOGUE))));
  });

  it('lists every product line of the catalogue sold on its own, in its order', () => {
    expect(STOREFRONT_PRODUCTS).toEqual(CATALOGUE.map((product) => product.type).filter((type) => !isAddonOnly(type)));
    expect(STOREFRONT_PRODUCTS).not.toContain('courier-delivery');
  });

  it('gives the same addresses as the catalogue’s own productPath', () => {
    for (const product of STOREFRONT_PRODUCTS) {
      for (const locale of LOCALES) {
        expect(productPath(product, locale)).toMatch(new RegExp(`/${productSlug(product, locale)}$`));
        expect(productBySlug(locale, productSlug(product, locale))).toBe(product);
      }
    }
  });
});
