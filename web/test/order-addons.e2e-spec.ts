import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { idnxCheckDigit } from '@asiguro/domain';
import {
  dayFromToday,
  launchBrowser,
  pdfText,
  repositoryRoot,
  type Stack,
  startStack,
  waitForStep,
} from '@asiguro/testing';

/*
 * An RCA policy with two add-ons (the Romanian vignette and the Moldovan road tax), bought in
 * Romanian through the storefront in Chromium: the add-ons ticked on the offers step, the offers'
 * total and the summary with each add-on's price, one card payment, and the order page with the
 * three items issued, each with its number and its own documents. Expected values come from what
 * the test typed and from the sandbox's fixtures (its vehicles and its issuers' number formats).
 */

const SCREENSHOTS = join(repositoryRoot, 'test-results', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });
const WIDTHS = [390, 1280] as const;

// Sandbox registry fixture: a car and its owner (services/sandbox/README.md).
const CAR = { certificate: '915030299', owner: `200478737152` };
const OWNER_IDNP = `${CAR.owner}${idnxCheckDigit(CAR.owner)}`;

/** Offers (twice: with the add-ons), payment, the policy and two add-ons issued, documents. */
const PURCHASE_MS = 360_000;

/** The sandbox issuers' number formats (services/sandbox/src/insurers/README.md), for this year. */
function numberFormats(): { rca: RegExp; vignette: RegExp; roadTax: RegExp } {
  const year = dayFromToday(0).slice(6);
  return {
    rca: /^IAI\d{6}[A-Z]{3}$/,
    vignette: new RegExp(`^RO${year.slice(2)}\\d{10}$`),
    roadTax: new RegExp(`^SFS-TR-${year}-\\d{8}$`),
  };
}

/** Parses "1.234,56 lei" (or "1 234,56 MDL") as minor units. */
function minorOf(text: string): number {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

async function shoot(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate('window.scrollTo(0, 0)');
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    await page.screenshot({ path: join(SCREENSHOTS, `order-addons-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

/** Fills fields by their name: selects by value, radios by value, text typed. */
async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const first = page.locator(`[name="${name}"]`).first();
    await first.waitFor();
    const tag = await first.evaluate((element) => element.tagName.toLowerCase());
    const type = await first.getAttribute('type');
    if (tag === 'select') await first.selectOption(value);
    else if (type === 'radio') await page.locator(`[name="${name}"][value="${value}"]`).check();
    else await first.fill(value);
  }
}

async function next(page: Page): Promise<void> {
  await page.locator('form.step button[type="submit"]').click();
}

describe('storefront: an RCA policy with add-ons, paid once', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it(
    'buys an RCA with the Romanian vignette and the road tax in Romanian, and shows the three items issued with their documents',
    async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
      await page.goto(`${stack.baseUrl}/rca`);
      await fill(page, {
        'vehicle.certificateNumber': CAR.certificate,
        operatingMode: 'normal',
        ownership: 'property',
      });
      await next(page);
      await waitForStep(page, 'insurance-details');
      await fill(page, { contractType: 'unlimited', insuranceValidity: '365', startDate: dayFromToday(1) });
      await next(page);
      await waitForStep(page, 'contractor');
      await fill(page, { 'contractor.contractorType': 'individual', 'contractor.idnp': OWNER_IDNP });
      await next(page);
      await waitForStep(page, 'offers');
      await page.getByTestId('offer').first().waitFor({ timeout: 60_000 });
      // Without add-ons an offer shows its own price only.
      await expect(page.getByTestId('offer-total').count()).resolves.toBe(0);

      // The add-ons RCA offers, named in Romanian.
      const addons = page.getByTestId('addons');
      await addons.getByRole('heading', { name: 'Adăugați la aceeași comandă' }).waitFor();
      await expect(
        page.getByTestId('addon').evaluateAll((items) => items.map((item) => item.getAttribute('data-addon'))),
      ).resolves.toEqual(['vignette:ro', 'road-tax']);
      const vignette = page.locator('[data-testid="addon"][data-addon="vignette:ro"]');
      const roadTax = page.locator('[data-testid="addon"][data-addon="road-tax"]');
      await vignette.getByRole('checkbox').check();
      await roadTax.getByRole('checkbox').check();
      // A detail left out is asked for before the order changes.
      await page.getByTestId('addons-apply').click();
      await vignette.locator('[aria-invalid="true"]').first().waitFor();
      await fill(page, {
        vehicleCategory: 'A',
        validity: '30_days',
        driverFullName: 'Maria Ciobanu',
        region: 'balti',
        locality: 'Bălți',
      });
      await shoot(page, 'addons-ticked');
      await page.getByTestId('addons-apply').click();

      // The offers are searched again: each shows the total with the add-ons, above its own price.
      const offer = page.getByTestId('offer').first();
      const total = offer.getByTestId('offer-total');
      await total.waitFor({ timeout: 60_000 });
      const policyPrice = minorOf((await offer.getByTestId('offer-price').textContent()) ?? '');
      const totalPrice = minorOf((await total.textContent()) ?? '');
      expect(totalPrice).toBeGreaterThan(policyPrice);
      await shoot(page, 'offers');
      await offer.getByRole('button', { name: 'Alegeți oferta' }).click();
      await waitForStep(page, 'confirmation');

      // The summary before payment: each add-on with its price, and the total paid once.
      const summary = page.getByTestId('summary-addons');
      await summary.waitFor();
      const lines = summary.getByTestId('summary-addon');
      await expect(lines.evaluateAll((items) => items.map((item) => item.getAttribute('data-addon')))).resolves.toEqual(
        ['vignette:ro', 'road-tax'],
      );
      await expect(lines.nth(0).textContent()).resolves.toContain('Rovinieta');
      const addonMinors = await lines.locator('dd').allTextContents();
      expect(policyPrice + addonMinors.reduce((sum, text) => sum + minorOf(text), 0)).toBe(totalPrice);
      await expect(
        page
          .getByTestId('confirm-price')
          .textContent()
          .then((text) => minorOf(text ?? '')),
      ).resolves.toBe(totalPrice);
      await shoot(page, 'summary');

      await fill(page, { phone: '069123456', email: 'maria.ciobanu@example.md' });
      await page.locator('[name="terms"]').check();
      await page.locator('[name="personalData"]').check();
      await next(page);
      await waitForStep(page, 'pay');
      await page.locator('[name="provider"][value="card"]').check();
      await page.getByTestId('pay-submit').click();
      await page.locator('#cardNumber').waitFor();
      await page.locator('#cardNumber').fill('4111 1111 1111 1111');
      await page.locator('#expiry').fill('12/30');
      await page.locator('#cvc').fill('123');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/order\?order=/, { timeout: 30_000 });

      // The order page: three items, each issued with its number and its own documents.
      await page.locator('.order-page[data-status="completed"]').waitFor({ timeout: 240_000 });
      // The order is named by its main product: an RCA with a vignette is an insurance, not a vignette.
      await expect(page.getByTestId('order-title').textContent()).resolves.toBe('Asigurarea a fost emisă');
      const items = page.getByTestId('order-item');
      await expect(items.count()).resolves.toBe(3);
      await expect(
        items.evaluateAll((all) => all.map((item) => item.getAttribute('data-item-status'))),
      ).resolves.toEqual(['issued', 'issued', 'issued']);
      await expect(items.getByTestId('order-item-status').allTextContents()).resolves.toEqual(['Emis', 'Emis', 'Emis']);
      const numbers = (await items.getByTestId('order-item-number').allTextContents()).map((text) =>
        text.replace(/^Nr\. /, ''),
      );
      const formats = numberFormats();
      expect(numbers).toHaveLength(3);
      expect(numbers[0]).toMatch(formats.rca);
      expect(numbers[1]).toMatch(formats.vignette);
      expect(numbers[2]).toMatch(formats.roadTax);
      await expect(items.nth(0).locator('h3').textContent()).resolves.toContain('RCA');
      await expect(items.nth(1).locator('h3').textContent()).resolves.toContain('Rovinieta');
      await expect(items.nth(2).locator('h3').textContent()).resolves.toContain('Taxa de drum');

      const kinds = (index: number) =>
        items
          .nth(index)
          .locator('[data-testid^="document-"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')));
      // The policy's documents (and the one invoice of the payment), the vignette's certificate, the road tax's confirmation.
      await expect(kinds(0)).resolves.toEqual([
        'document-policy',
        'document-contract',
        'document-demand',
        'document-amicable_settlement',
        'document-invoice',
      ]);
      await expect(kinds(1)).resolves.toEqual(['document-policy']);
      await expect(kinds(2)).resolves.toEqual(['document-documents']);
      // Each item's file is its own: the vignette's certificate states the vignette's number.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        items.nth(1).getByTestId('document-policy').click(),
      ]);
      const path = await download.path();
      const text = await pdfText(readFileSync(path));
      expect(text).toContain(numbers[1]);
      await shoot(page, 'order-page');
      await page.close();
    },
    PURCHASE_MS,
  );
});
