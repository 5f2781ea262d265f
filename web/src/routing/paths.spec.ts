import { flowPage, localeOfPath, pathFor, resolvePath, switchLocale } from './paths';

describe(pathFor.name, () => {
  it('puts Romanian at the root and the other languages under /ru and /en', () => {
    expect(pathFor('ro', { name: 'home' })).toBe('/');
    expect(pathFor('ru', { name: 'home' })).toBe('/ru');
    expect(pathFor('en', { name: 'contact' })).toBe('/en/contact');
    expect(pathFor('ro', { name: 'terms' })).toBe('/terms-of-services');
  });

  it('uses each product’s slug in each language (spec §2)', () => {
    expect(pathFor('ro', { name: 'product', product: 'rca' })).toBe('/rca');
    expect(pathFor('en', { name: 'product', product: 'rca' })).toBe('/en/mtpl');
    expect(pathFor('ru', { name: 'product', product: 'rca' })).toBe('/ru/osago');
    expect(pathFor('ro', { name: 'product', product: 'vignette:ro' })).toBe('/rovinieta');
    expect(pathFor('en', { name: 'product', product: 'vignette:ro' })).toBe('/en/rovignette');
    expect(pathFor('ru', { name: 'product', product: 'vignette:ro' })).toBe('/ru/rovinyetka');
    expect(pathFor('en', { name: 'product-terms', product: 'rca' })).toBe('/en/mtpl/terms');
  });

  it('adds query parameters, skipping empty ones', () => {
    expect(pathFor('ro', { name: 'order' }, { order: 'abc', t: undefined })).toBe('/order?order=abc');
    expect(pathFor('en', { name: 'product', product: 'rca' }, { step: 'vehicle', order: 'x' })).toBe(
      '/en/mtpl?step=vehicle&order=x',
    );
  });

  it('gives each blog article a localized address', () => {
    expect(pathFor('ro', { name: 'article', article: 'greenCard' })).toBe('/blog/ce-este-cartea-verde');
    expect(pathFor('en', { name: 'article', article: 'accident' })).toBe('/en/blog/what-to-do-after-an-accident');
  });
});

describe(flowPage.name, () => {
  it('keeps an order on the insurer’s own page, with its query', () => {
    expect(pathFor('ro', flowPage('medical', 'grawe'), { order: 'x', step: 'persons' })).toBe(
      '/medical/grawe?order=x&step=persons',
    );
    expect(pathFor('en', flowPage('medical', 'grawe'))).toBe('/en/travel/grawe');
    expect(pathFor('ro', flowPage('medical'), { order: 'x' })).toBe('/medical?order=x');
  });
});

describe(resolvePath.name, () => {
  it('reads every address back into its page', () => {
    expect(resolvePath('/')).toEqual({ locale: 'ro', page: { name: 'home' } });
    expect(resolvePath('/en')).toEqual({ locale: 'en', page: { name: 'home' } });
    expect(resolvePath('/ru/osago')).toEqual({ locale: 'ru', page: { name: 'product', product: 'rca' } });
    expect(resolvePath('/rca/terms')).toEqual({ locale: 'ro', page: { name: 'product-terms', product: 'rca' } });
    expect(resolvePath('/check/IAI123456ABC')).toEqual({
      locale: 'ro',
      page: { name: 'check', number: 'IAI123456ABC' },
    });
    expect(resolvePath('/en/my-account')).toEqual({ locale: 'en', page: { name: 'my-account' } });
  });

  it('refuses a slug of another language and unknown addresses', () => {
    expect(resolvePath('/mtpl')).toBeUndefined();
    expect(resolvePath('/en/osago')).toBeUndefined();
    expect(resolvePath('/blog/no-such-article')).toBeUndefined();
    expect(resolvePath('/rca/terms/more')).toBeUndefined();
  });

  it('round-trips every page of every product in every language', () => {
    for (const locale of ['ro', 'ru', 'en'] as const) {
      for (const product of ['rca', 'green-card', 'medical', 'real-estate', 'vignette:ro'] as const) {
        const path = pathFor(locale, { name: 'product', product });
        expect(resolvePath(path)).toEqual({ locale, page: { name: 'product', product } });
      }
    }
  });
});

describe(switchLocale.name, () => {
  it('keeps the page and its query, changing the localized slug', () => {
    expect(switchLocale('/rca?step=vehicle&order=1', 'en')).toBe('/en/mtpl?step=vehicle&order=1');
    expect(switchLocale('/en/mtpl', 'ru')).toBe('/ru/osago');
    expect(switchLocale('/ru/blog/chto-delat-posle-dtp', 'ro')).toBe('/blog/ce-faci-dupa-un-accident');
    expect(switchLocale('/ru', 'ro')).toBe('/');
    expect(switchLocale('/', 'en')).toBe('/en');
  });

  it('only changes the prefix of an address that is no page', () => {
    expect(switchLocale('/nowhere', 'en')).toBe('/en/nowhere');
    expect(switchLocale('/en/nowhere', 'ro')).toBe('/nowhere');
  });
});

describe(localeOfPath.name, () => {
  it('is Romanian unless the first segment names another language', () => {
    expect(localeOfPath('/rca')).toBe('ro');
    expect(localeOfPath('/ru/osago')).toBe('ru');
    expect(localeOfPath('/ro/rca')).toBe('ro');
    expect(localeOfPath('/english')).toBe('ro');
  });
});
