import { enStorefront as en } from '../../../libs/i18n/src/messages/en/storefront.messages';
import { roStorefront } from '../../../libs/i18n/src/messages/ro/storefront.messages';
import { ruStorefront as ru } from '../../../libs/i18n/src/messages/ru/storefront.messages';
import enLines from '../catalogue/catalogue-lines.en.json';
import roLines from '../catalogue/catalogue-lines.ro.json';
import { withLineTexts } from '../i18n/load-texts';
import { headTags, pageHead } from './page-head';

/** The texts as the storefront loads them: each line brings its page's texts from its folder. */
const enWithLines = withLineTexts(en, enLines);
const ro = withLineTexts(roStorefront, roLines);

const ORIGIN = 'https://asiguro.md';
const COMPANY = {
  phone: '+373 22 000 000',
  email: 'support@asiguro.md',
  profiles: [{ href: 'https://t.me/asiguro_md' }],
};

describe(pageHead.name, () => {
  it('gives a product page its title, description, canonical address and alternates in its language', () => {
    const head = pageHead(ORIGIN, 'en', { name: 'product', product: 'rca' }, enWithLines, COMPANY);
    expect(head).toMatchObject({
      title: 'MTPL — Asiguro',
      canonical: `${ORIGIN}/en/mtpl`,
      indexable: true,
      alternates: [
        { hrefLang: 'ro', href: `${ORIGIN}/rca` },
        { hrefLang: 'ru', href: `${ORIGIN}/ru/osago` },
        { hrefLang: 'en', href: `${ORIGIN}/en/mtpl` },
        { hrefLang: 'x-default', href: `${ORIGIN}/rca` },
      ],
    });
    expect(head.description).toMatch(/^MTPL: Compulsory motor third-party liability insurance\. /);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
      expect.objectContaining({ '@type': 'FAQPage' }),
    ]);
    // The questions the page shows, each with its answer.
    expect(head.jsonLd[1].mainEntity).toEqual(
      enLines.rca.faq.map((item) => ({
        '@type': 'Question',
        name: item.q,
        acceptedAnswer: { '@type': 'Answer', text: item.a },
      })),
    );
  });

  it('describes a vignette as a certificate from its issuer, not an insurer’s policy', () => {
    const head = pageHead(ORIGIN, 'ro', { name: 'product', product: 'vignette:ro' }, ro, COMPANY);
    expect(head.description).toMatch(/^Rovinieta: .*certificatul emis de emitent/);
    expect(head.description).not.toMatch(/poliț|asigurător/i);
  });

  it('describes the company on the home page and the questions on the blog', () => {
    expect(pageHead(ORIGIN, 'ro', { name: 'home' }, ro, COMPANY).jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        url: `${ORIGIN}/`,
        telephone: '+373 22 000 000',
        sameAs: ['https://t.me/asiguro_md'],
      }),
    ]);
    const blog = pageHead(ORIGIN, 'ru', { name: 'blog' }, ru, COMPANY).jsonLd;
    expect(blog.map((data) => data['@type'])).toEqual(['BreadcrumbList', 'FAQPage']);
    expect(blog[1].mainEntity).toHaveLength(ru.faq.items.length);
  });

  it('keeps the pages about one visitor or one policy, and a missing page, out of the index', () => {
    for (const page of [{ name: 'order' } as const, { name: 'check', number: 'IAI123456ABC' } as const, undefined]) {
      const head = pageHead(ORIGIN, 'ro', page, ro, COMPANY);
      expect({ page, indexable: head.indexable, canonical: head.canonical, alternates: head.alternates }).toEqual({
        page,
        indexable: false,
        canonical: undefined,
        alternates: [],
      });
    }
    const tags = headTags(ORIGIN, 'ro', pageHead(ORIGIN, 'ro', undefined, ro, COMPANY));
    expect(tags.meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags.meta).toContainEqual({ title: 'Pagina nu a fost găsită — Asiguro' });
  });

  it('writes structured data that cannot close its script element early', () => {
    const tags = headTags(ORIGIN, 'en', {
      ...pageHead(ORIGIN, 'en', { name: 'home' }, en, COMPANY),
      jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
    });
    expect(tags.scripts[0].children).not.toContain('</script>');
    expect(JSON.parse(tags.scripts[0].children)).toEqual({
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    });
  });
});
