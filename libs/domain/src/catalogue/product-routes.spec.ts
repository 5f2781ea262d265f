import { LOCALES } from '@asiguro/i18n';
import { PRODUCT_TYPES } from '../products/product-types';
import { CATALOGUE } from './product-definitions';
import {
  findProductBySlug,
  productPath,
  productPaths,
  RESERVED_SLUGS,
  resolveProductPath,
  slugsOf,
  termsPath,
} from './product-routes';

describe('product routes', () => {
  it('follows the routes of the specification', () => {
    expect(productPath('rca', 'ro')).toBe('/rca');
    expect(productPath('rca', 'en')).toBe('/en/mtpl');
    expect(productPath('rca', 'ru')).toBe('/ru/osago');
    expect(productPaths('green-card')).toEqual({ ro: '/green-card', ru: '/ru/green-card', en: '/en/green-card' });
    expect(productPaths('medical')).toEqual({ ro: '/medical', ru: '/ru/travel', en: '/en/travel' });
    expect(productPaths('medical-optional')).toEqual({
      ro: '/medical-optional',
      ru: '/ru/non-residents',
      en: '/en/non-residents',
    });
    expect(productPaths('real-estate')).toEqual({ ro: '/ipoteca', ru: '/ru/mortgage', en: '/en/mortgage' });
    expect(productPaths('baggage')).toEqual({ ro: '/bagaj', ru: '/ru/baggage', en: '/en/baggage' });
    expect(productPaths('road-tax')).toEqual({ ro: '/taxa-de-drum', ru: '/ru/road-tax', en: '/en/road-tax' });
    expect(productPaths('vignette:md')).toEqual({ ro: '/vinieta-md', ru: '/ru/vignette-md', en: '/en/vignette-md' });
    expect(productPaths('vignette:ro')).toEqual({ ro: '/rovinieta', ru: '/ru/rovinyetka', en: '/en/rovignette' });
  });

  it('has every slug unique within a language, URL-safe and clear of the site’s other pages', () => {
    for (const locale of LOCALES) {
      const slugs = CATALOGUE.flatMap((product) => slugsOf(product, locale));
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) {
        // A colon is legal in a path segment: spec §2's `vignette:md` is an alias, never a link.
        expect(slug).toMatch(/^[a-z0-9]+([-:][a-z0-9]+)*$/);
        expect(RESERVED_SLUGS).not.toContain(slug);
      }
      for (const product of CATALOGUE) expect(product.slugs[locale]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('round-trips every product path through findProductBySlug and resolveProductPath', () => {
    for (const type of PRODUCT_TYPES) {
      for (const locale of LOCALES) {
        const path = productPath(type, locale);
        const slug = path.split('/').pop()!;
        expect(findProductBySlug(locale, slug)?.type).toBe(type);
        expect(resolveProductPath(path)).toEqual({ type, locale, page: 'product' });
        expect(resolveProductPath(`${path}/`)).toEqual({ type, locale, page: 'product' });
      }
    }
  });

  it('also reaches pages by their alternative slugs', () => {
    expect(findProductBySlug('en', 'medical-non-residents')?.type).toBe('medical-optional');
    expect(resolveProductPath('/real-estate')).toEqual({ type: 'real-estate', locale: 'ro', page: 'product' });
  });

  it('reaches the Moldovan vignette at spec §2’s English address, typed or escaped, but links to its slug', () => {
    const md = { type: 'vignette:md', locale: 'en', page: 'product' };
    expect(findProductBySlug('en', 'vignette:md')?.type).toBe('vignette:md');
    expect(resolveProductPath('/en/vignette:md')).toEqual(md);
    expect(resolveProductPath('/en/vignette%3Amd')).toEqual(md);
    expect(resolveProductPath('/en/vignette%3amd')).toEqual(md);
    expect(productPath('vignette:md', 'en')).toBe('/en/vignette-md');
    // The alias is English only, as the spec gives it.
    expect(resolveProductPath('/vignette:md')).toBeUndefined();
    expect(resolveProductPath('/ru/vignette:md')).toBeUndefined();
  });

  it('answers undefined for a malformed escape rather than throwing', () => {
    expect(resolveProductPath('/en/vignette%3')).toBeUndefined();
    expect(resolveProductPath('/%E0%A4%A')).toBeUndefined();
  });

  it('does not find a product under another language’s slug', () => {
    expect(findProductBySlug('ro', 'mtpl')).toBeUndefined();
    expect(findProductBySlug('en', 'rca')).toBeUndefined();
    expect(resolveProductPath('/en/osago')).toBeUndefined();
  });

  it('has a terms page for every product line, so each policy links to its own terms', () => {
    expect(termsPath('rca', 'ro')).toBe('/rca/terms');
    expect(termsPath('rca', 'en')).toBe('/en/mtpl/terms');
    expect(termsPath('rca', 'ru')).toBe('/ru/osago/terms');
    expect(termsPath('green-card', 'ro')).toBe('/green-card/terms');
    expect(termsPath('medical', 'ro')).toBe('/medical/terms');
    expect(termsPath('vignette:ro', 'en')).toBe('/en/rovignette/terms');
    for (const type of PRODUCT_TYPES) expect(termsPath(type, 'ru')).toMatch(/^\/ru\/[^/]+\/terms$/);
    expect(resolveProductPath('/en/mtpl/terms')).toEqual({ type: 'rca', locale: 'en', page: 'terms' });
    expect(resolveProductPath('/medical/terms')).toEqual({ type: 'medical', locale: 'ro', page: 'terms' });
  });

  it('maps the per-insurer medical pages between languages', () => {
    expect(productPath('medical', 'ro', 'donaris')).toBe('/medical/donaris');
    expect(productPath('medical', 'en', 'donaris')).toBe('/en/travel/donaris');
    expect(resolveProductPath('/ru/travel/grawe')).toEqual({
      type: 'medical',
      locale: 'ru',
      page: 'insurer',
      insurer: 'grawe',
    });
    expect(() => productPath('medical', 'ro', 'nobody')).toThrow(RangeError);
    expect(() => productPath('rca', 'ro', 'donaris')).toThrow(RangeError);
  });

  it('answers undefined for addresses that are not product pages', () => {
    for (const path of ['/', '/blog', '/en', '/en/unknown', '/rca/unknown', '/rca/terms/extra', '/ro/rca']) {
      expect(resolveProductPath(path)).toBeUndefined();
    }
  });
});
