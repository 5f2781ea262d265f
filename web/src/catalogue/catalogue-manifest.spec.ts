import { CATALOGUE, isAddonOnly, productPath } from '@asiguro/domain';
import { LOCALES } from '@asiguro/i18n';
import { productBySlug, productSlug, STOREFRONT_PRODUCTS } from './catalogue';
import { linesInfoOf, manifestOf } from './catalogue-manifest';
import generated from './catalogue-manifest.json';
import linesEn from './catalogue-lines.en.json';
import linesRo from './catalogue-lines.ro.json';
import linesRu from './catalogue-lines.ru.json';

describe(manifestOf.name, () => {
  it('is what the build wrote to catalogue-manifest.json (run `vite build` when it is stale)', () => {
    expect(generated).toEqual(JSON.parse(JSON.stringify(manifestOf(CATALOGUE))));
  });

  it('has the lines’ page texts the build wrote, one file per language', () => {
    const written = { ro: linesRo, ru: linesRu, en: linesEn };
    for (const locale of LOCALES) expect(written[locale]).toEqual(linesInfoOf(CATALOGUE, locale));
    // Every line of its own folder has its texts in each language; the entry's manifest has none.
    expect(Object.keys(linesRo)).toEqual(generated.filter((product) => product.own).map((product) => product.type));
    expect(JSON.stringify(generated)).not.toContain('"faq"');
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
