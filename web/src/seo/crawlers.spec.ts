import { robotsTxt, sitemapXml } from './crawlers';
import { publicPages } from './public-pages';

const ORIGIN = 'https://asiguro.md';

describe(sitemapXml.name, () => {
  const xml = sitemapXml(ORIGIN);
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
  const locs = entries.map((entry) => /<loc>(.*?)<\/loc>/.exec(entry)![1]);

  it('lists every public page once in each of the three languages', () => {
    expect(locs).toHaveLength(publicPages().length * 3);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of [
      '/',
      '/ru',
      '/en',
      '/rca',
      '/ru/osago',
      '/en/mtpl',
      '/blog/ce-este-cartea-verde',
      '/en/privacy',
    ]) {
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
  });

  it('names the other languages of each page, and Romanian as the default', () => {
    const osago = entries.find((entry) => entry.includes(`<loc>${ORIGIN}/ru/osago</loc>`))!;
    expect(osago).toContain(`hreflang="ro" href="${ORIGIN}/rca"`);
    expect(osago).toContain(`hreflang="en" href="${ORIGIN}/en/mtpl"`);
    expect(osago).toContain(`hreflang="x-default" href="${ORIGIN}/rca"`);
  });

  it('leaves out the pages about one visitor or one policy', () => {
    expect(locs.filter((loc) => /\/(order|my-account|auth|payment-complete|check)(\/|$)/.test(loc))).toEqual([]);
  });
});

describe(robotsTxt.name, () => {
  it('keeps crawlers off the API, the console and the private pages in every language, and names the sitemap', () => {
    const lines = robotsTxt(ORIGIN).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /console',
        'Disallow: /order',
        'Disallow: /ru/order',
        'Disallow: /en/my-account',
        'Disallow: /check',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /');
  });
});
