import { DEFAULT_LOCALE, LOCALES } from '@asiguro/i18n';
import { pathFor } from '../routing/paths';
import { PRIVATE_PAGES, publicPages } from './public-pages';

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: every public page in every language, each listing its other languages
 * (hreflang alternates, x-default Romanian) as search engines read them.
 */
export function sitemapXml(origin: string): string {
  const entries: string[] = [];
  for (const page of publicPages()) {
    const alternates = [
      ...LOCALES.map((locale) => [locale, origin + pathFor(locale, page)] as const),
      ['x-default', origin + pathFor(DEFAULT_LOCALE, page)] as const,
    ]
      .map(([hrefLang, href]) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${xml(href)}"/>`)
      .join('\n');
    for (const locale of LOCALES) {
      entries.push(`  <url>\n    <loc>${xml(origin + pathFor(locale, page))}</loc>\n${alternates}\n  </url>`);
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${entries.join('\n')}\n</urlset>\n`
  );
}

/**
 * robots.txt: everything public may be crawled; the API, the console and the pages about one
 * visitor or one policy (order, account, sign-in, payment window, policy check) may not.
 */
export function robotsTxt(origin: string): string {
  const disallowed = ['/api/', '/console'];
  for (const locale of LOCALES) {
    for (const page of PRIVATE_PAGES) disallowed.push(pathFor(locale, page));
  }
  const lines = ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), 'Allow: /', ''];
  lines.push(`Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
