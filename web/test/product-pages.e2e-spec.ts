import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { findIssuer, type ProductType } from '@asiguro/domain';
import { informalWords, type Locale } from '@asiguro/i18n';
import { axeViolations, launchBrowser, repositoryRoot, type Stack, startStack, waitFor } from '@asiguro/testing';

/*
 * A product's page informs before it sells: what the line covers, who sells or issues it (a
 * wordmark each: the insurers the public catalogue names, no other), how long issuing takes (and,
 * where the issuer's system may fail over to our operators, that a person then issues it, when),
 * how to verify an RCA or Green Card policy, and the line's own questions. In the formal
 * Romanian register, a vignette as a certificate from its issuer, and with no axe violations.
 */

const SCREENSHOTS = join(repositoryRoot, 'test-results', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/** What GET /api/products says of a line: its pages and who issues it. */
interface CatalogueLine {
  type: ProductType;
  paths: Record<Locale, string>;
  insurers: { slug: string; name: string; kind: 'insurer' | 'state' }[];
}

// Study insurance, built in a folder of its own (libs/domain/src/lines), and travel medical
// insurance and CASCO, moved into theirs: their page texts load with the language's texts.
const LINES: ProductType[] = ['rca', 'green-card', 'vignette:ro', 'vignette:md', 'study-ro', 'medical', 'casco'];
const LOCALES: Locale[] = ['ro', 'ru', 'en'];

/** The words a customer reads when a person issues the document, and the public registries. */
const BY_PERSON = { ro: 'o emite o persoană', ru: 'оформляет человек', en: 'a person does' };
const AUTOMATIC = { ro: 'Se emite automat', ru: 'Оформляется автоматически', en: 'Issued automatically' };
const REGISTRY: Partial<Record<ProductType, string>> = { rca: 'RCA Data', 'green-card': 'BNAA' };
const CHECK_PATH = { ro: '/check', ru: '/ru/check', en: '/en/check' };
/** A vignette is a certificate from an issuer: the words it must and must not be called by. */
const VIGNETTE_WORDS = {
  ro: { must: [/certificat/i, /emitent/i], not: /poliț|asigurător/i },
  ru: { must: [/сертификат/i, /эмитент/i], not: /полис|страховщик/i },
  en: { must: [/certificate/i, /issuer/i], not: /\bpolic(y|ies)\b|\binsurer/i },
};

describe('storefront: product pages that inform and reassure', () => {
  let stack: Stack;
  let browser: Browser;
  let catalogue: Map<ProductType, CatalogueLine>;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    const response = await fetch(`${stack.baseUrl}/api/products`);
    const body = (await response.json()) as { products: CatalogueLine[] };
    catalogue = new Map(body.products.map((line) => [line.type, line]));
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function open(path: string, width = 1280): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${stack.baseUrl}${path}`);
    await page.getByTestId('product-covers').waitFor();
    return page;
  }

  /** Everything the product's information says, the closed answers included. */
  const infoText = (page: Page) => page.locator('.product-info').evaluate((element) => element.textContent ?? '');

  for (const type of LINES) {
    for (const locale of LOCALES) {
      it(`informs about ${type} in ${locale}`, async () => {
        const line = catalogue.get(type)!;
        const page = await open(line.paths[locale]);

        // What it covers: a few concrete points.
        await expect(page.getByTestId('product-covers').locator('li').count()).resolves.toBeGreaterThanOrEqual(3);

        // The wordmarks are the issuers the public catalogue names for this line, each with its name.
        const shown = await page
          .getByTestId('product-issuers')
          .locator('li')
          .evaluateAll((items) =>
            items.map((item) => ({
              slug: item.getAttribute('data-issuer'),
              name: item.textContent?.trim(),
              wordmark: item.querySelector('svg rect') !== null && item.querySelector('svg text') !== null,
            })),
          );
        expect(shown.map((item) => item.slug).sort()).toEqual(line.insurers.map((issuer) => issuer.slug).sort());
        for (const issuer of line.insurers) {
          const item = shown.find((entry) => entry.slug === issuer.slug);
          expect(item?.wordmark).toBe(true);
          expect(item?.name).toContain(issuer.name);
        }

        // Issuing time: where an issuer may fail over to our operators, a person issues it, with the hours.
        const manual = line.insurers.some((issuer) => findIssuer(issuer.slug)?.manualFallback);
        const issuing = await page.getByTestId('product-issuing').innerText();
        if (manual) {
          expect(issuing).toContain(BY_PERSON[locale]);
          expect(issuing).toMatch(/08:00.*20:00/s);
        } else {
          expect(issuing).toContain(AUTOMATIC[locale]);
          expect(issuing).not.toContain(BY_PERSON[locale]);
        }

        // RCA and Green Card: how to verify the policy on the public registry, and our own check.
        const verify = page.getByTestId('product-verify');
        if (REGISTRY[type]) {
          await expect(verify.innerText()).resolves.toContain(REGISTRY[type]);
          await expect(verify.locator('a').getAttribute('href')).resolves.toBe(CHECK_PATH[locale]);
        } else {
          await expect(verify.count()).resolves.toBe(0);
        }

        // The FAQ's questions open on a click and show their answers (once the app runs: a page
        // whose server and browser name countries differently is rendered again on hydration).
        await page.mouse.move(10, 10);
        await waitFor(
          () =>
            page.evaluate<boolean>(
              `Object.keys(document.querySelector('#product-faq summary')).some((key) => key.startsWith('__reactFiber'))`,
            ),
          { description: 'the app to hydrate the page' },
        );
        const questions = page.locator('#product-faq details');
        await expect(questions.count()).resolves.toBeGreaterThanOrEqual(3);
        const first = questions.first();
        await expect(first.locator('.faq__answer').isVisible()).resolves.toBe(false);
        await first.locator('summary').click();
        await first.locator('.faq__answer').waitFor({ state: 'visible' });
        await expect(first.getAttribute('open')).resolves.not.toBeNull();

        const text = await infoText(page);
        if (locale === 'ro') expect(informalWords(await page.locator('main').innerText())).toEqual([]);
        if (type.startsWith('vignette:')) {
          const words = VIGNETTE_WORDS[locale];
          for (const word of words.must) expect(text).toMatch(word);
          expect(text).not.toMatch(words.not);
          // The flow's own screen names the vignette's details, not a policy's.
          await expect(page.locator('main').innerText()).resolves.not.toMatch(words.not);
        }

        await expect(axeViolations(page)).resolves.toEqual([]);
        await page.close();
      });
    }
  }

  it('links to the check form, which opens without a number', async () => {
    const page = await open(catalogue.get('rca')!.paths.ro);
    await page.getByTestId('product-verify').getByRole('link').click();
    await page.waitForURL(`${stack.baseUrl}/check`);
    await page.getByRole('heading', { level: 1, name: 'Verificarea poliței' }).waitFor();
    await page.getByRole('textbox', { name: 'Numărul poliței' }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  it('fits the Russian mortgage option "Восстановительная стоимость" inside its box, on a phone and on desktops', async () => {
    for (const width of [320, 390, 768, 1024, 1280]) {
      const page = await open(catalogue.get('real-estate')!.paths.ru, width);
      const option = page.locator('.choice__option', { has: page.locator('input[name="insuredValue"][value="RC"]') });
      await expect(option.innerText()).resolves.toContain('Восстановительная стоимость');
      // The label's text stays inside the option's border: wrapped (or hyphenated), never cut or overflowing.
      const label = option.locator('.choice__label');
      const [outer, inner] = [await option.boundingBox(), await label.boundingBox()];
      const fit = {
        inside: inner!.x >= outer!.x && inner!.x + inner!.width <= outer!.x + outer!.width + 0.5,
        overflowing: await label.evaluate((element) => element.scrollWidth > element.clientWidth + 0.5),
      };
      expect({ width, ...fit }).toEqual({ width, inside: true, overflowing: false });
      await option.locator('xpath=ancestor::fieldset[1]').screenshot({
        path: join(SCREENSHOTS, `mortgage-option-ru-${width}.png`),
      });
      await page.close();
    }
  });

  it('fits at 390 px and on a desktop (screenshots)', async () => {
    for (const [type, locale] of [
      ['rca', 'ro'],
      ['vignette:ro', 'ru'],
      ['green-card', 'en'],
    ] as const) {
      for (const width of [390, 1280]) {
        const page = await open(catalogue.get(type)!.paths[locale], width);
        // Nothing wider than the window: no sideways scrolling.
        const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
        expect({ type, width, overflow }).toEqual({ type, width, overflow: 0 });
        const name = `product-info-${type.replace(':', '-')}-${locale}-${width}.png`;
        await page.locator('.product-info').screenshot({ path: join(SCREENSHOTS, name) });
        await page.close();
      }
    }
  });
});
