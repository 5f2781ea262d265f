import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import {
  dayFromToday,
  idnp,
  launchBrowser,
  payByTestCard,
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
 * three items issued, each with its number and its own documents. Then a Green Card with courier
 * delivery of the paper card in Chișinău: the delivery's price in the summary, and the order page
 * with the delivery's own progress (booked with the cancel button, scheduled for tomorrow 10:00–14:00
 * in Chișinău, delivered) as the sandbox courier moves it. Expected values come from what the test
 * typed and from the sandbox's fixtures (its vehicles, its issuers' number formats, the courier's
 * published flat price and window).
 */

const SCREENSHOTS = join(repositoryRoot, 'test-results', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });
const WIDTHS = [390, 1280] as const;

// Sandbox registry fixture: a car and its owner (services/sandbox/README.md).
const CAR = { certificate: '915030299', owner: `200478737152` };
const OWNER_IDNP = idnp(CAR.owner);

/** Offers (twice: with the add-ons), payment, the policy and two add-ons issued, documents. */
const PURCHASE_MS = 360_000;
/** Offers (twice), payment, the Green Card issued, then the courier's three steps read by the page. */
const COURIER_MS = 300_000;

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

describe('storefront: orders with add-ons, paid once', () => {
  let stack: Stack;
  let browser: Browser;

  /** The sandbox courier's control API: its pace, and moving one delivery on. */
  async function courier(path: string, method: 'PUT' | 'POST', body: unknown = {}): Promise<void> {
    const response = await fetch(`${stack.sandboxUrl}/courier/control${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`courier control answered ${response.status}`);
  }

  beforeAll(async () => {
    // The courier is read every second (a minute by default), so its steps reach the page soon.
    [stack, browser] = await Promise.all([startStack({ COURIER_POLL_MS: '1000' }), launchBrowser()]);
    // The courier moves when a test says so.
    await courier('', 'PUT', { scheduleAfterMs: null, deliverAfterMs: null });
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
      await payByTestCard(page);

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

      // Signed in afterwards (the session's order comes into the account): My account lists the
      // order's three items, each with its state, its number and its own documents.
      await page.goto(`${stack.baseUrl}/auth`);
      await page.getByRole('link', { name: 'Continuați cu Google' }).click();
      await page.getByRole('button', { name: /Ion Popescu/ }).click();
      await page.waitForURL(`${stack.baseUrl}/my-account`);
      const row = page.getByTestId('account-order').filter({ hasText: CAR.certificate }).first();
      const accountItems = row.getByTestId('account-order-item');
      await accountItems.first().waitFor();
      await expect(
        accountItems.evaluateAll((all) => all.map((item) => item.getAttribute('data-item-status'))),
      ).resolves.toEqual(['issued', 'issued', 'issued']);
      const itemTexts = await accountItems.allTextContents();
      expect(itemTexts[0]).toContain('RCA');
      expect(itemTexts[1]).toContain('Rovinieta');
      expect(itemTexts[2]).toContain('Taxa de drum');
      numbers.forEach((number, index) => {
        expect(itemTexts[index]).toContain('Emis');
        expect(itemTexts[index]).toContain(`Nr. ${number}`);
      });
      // The vignette's certificate downloads from My account too, and states the vignette's number.
      const [fromAccount] = await Promise.all([
        page.waitForEvent('download'),
        accountItems
          .nth(1)
          .getByRole('link', { name: /^Descărcați Polița \(Rovinieta/ })
          .click(),
      ]);
      expect(await pdfText(readFileSync(await fromAccount.path()))).toContain(numbers[1]);
      await shoot(page, 'my-account');
      await page.close();
    },
    PURCHASE_MS,
  );

  it(
    'buys a Green Card with courier delivery in Romanian and follows the delivery booked → scheduled → delivered on the order page',
    async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${stack.baseUrl}/green-card`);
      await fill(page, { 'vehicle.certificateNumber': CAR.certificate, vehicleClass: 'A' });
      await next(page);
      await waitForStep(page, 'policy-details');
      await fill(page, { zone: 'CA', insuranceValidity: '15', startDate: dayFromToday(2) });
      await next(page);
      await waitForStep(page, 'contractor');
      await fill(page, { 'contractor.contractorType': 'individual', 'contractor.idnp': OWNER_IDNP });
      await next(page);
      await waitForStep(page, 'offers');
      await page
        .getByTestId('offer')
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(async (error: Error) => {
          await shoot(page, 'courier-no-offers');
          throw error;
        });

      const delivery = page.locator('[data-testid="addon"][data-addon="courier-delivery"]');
      await expect(delivery.textContent()).resolves.toContain('Livrarea prin curier a Cărții Verzi');
      await delivery.getByRole('checkbox').check();
      await fill(page, { 'address.street': 'str. Ismail 88, ap. 4' });
      await page.getByTestId('addons-apply').click();
      const offer = page.getByTestId('offer').first();
      const total = offer.getByTestId('offer-total');
      await total.waitFor({ timeout: 60_000 });
      const cardPrice = minorOf((await offer.getByTestId('offer-price').textContent()) ?? '');
      // The courier's flat price: 50 lei and the 10-lei service fee.
      expect(minorOf((await total.textContent()) ?? '')).toBe(cardPrice + 6000);
      await shoot(page, 'courier-offers');
      await offer.getByRole('button', { name: 'Alegeți oferta' }).click();
      await waitForStep(page, 'confirmation');
      const line = page.locator('[data-testid="summary-addon"][data-addon="courier-delivery"]');
      await expect(
        line
          .locator('dd')
          .textContent()
          .then((text) => minorOf(text ?? '')),
      ).resolves.toBe(6000);

      await fill(page, { phone: '069123456', email: 'ion.curier@example.md' });
      await page.locator('[name="terms"]').check();
      await page.locator('[name="personalData"]').check();
      await next(page);
      await waitForStep(page, 'pay');
      await payByTestCard(page);

      // The Green Card's documents do not wait for the courier: the order completes, the delivery is booked.
      await page.locator('.order-page[data-status="completed"]').waitFor({ timeout: 180_000 });
      const progress = page.getByTestId('delivery');
      await progress.getByRole('heading', { name: 'Livrarea prin curier a Cărții Verzi pe hârtie' }).waitFor();
      await page.locator('[data-testid="delivery"][data-delivery-status="booked"]').waitFor({ timeout: 30_000 });
      await expect(progress.getByTestId('delivery-status').textContent()).resolves.toMatch(
        new RegExp(`^Înregistrată pe ${dayFromToday(0).replace(/\./g, '\\.')} la \\d{2}:\\d{2}\\.`),
      );
      await progress.getByRole('button', { name: 'Anulați livrarea' }).waitFor();
      await expect(
        page
          .locator('[data-testid="order-item"]')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-item-status'))),
      ).resolves.toEqual(['issued', 'booked']);
      await shoot(page, 'courier-booked');

      // The courier schedules it: the page reads it again and shows tomorrow's window in Chișinău.
      const orderId = new URL(page.url()).searchParams.get('order')!;
      const db = new Client({ connectionString: stack.database.url });
      await db.connect();
      const { rows } = await db
        .query<{ delivery_reference: string }>(`select delivery_reference from addon_items where order_id = $1`, [
          orderId,
        ])
        .finally(() => db.end());
      await courier(`/deliveries/${rows[0].delivery_reference}/schedule`, 'POST');
      await page.locator('[data-testid="delivery"][data-delivery-status="scheduled"]').waitFor({ timeout: 60_000 });
      await expect(progress.getByTestId('delivery-status').textContent()).resolves.toBe(
        `Curierul vine pe ${dayFromToday(1)}, între 10:00 și 14:00.`,
      );
      await expect(progress.getByRole('button', { name: 'Anulați livrarea' }).count()).resolves.toBe(0);
      await shoot(page, 'courier-scheduled');

      await courier(`/deliveries/${rows[0].delivery_reference}/deliver`, 'POST');
      await page.locator('[data-testid="delivery"][data-delivery-status="delivered"]').waitFor({ timeout: 60_000 });
      await expect(progress.getByTestId('delivery-status').textContent()).resolves.toMatch(
        new RegExp(`^Livrată pe ${dayFromToday(0).replace(/\./g, '\\.')} la \\d{2}:\\d{2}\\.`),
      );
      await expect(
        progress
          .locator('.progress__step')
          .evaluateAll((steps) => steps.map((step) => step.getAttribute('data-state'))),
      ).resolves.toEqual(['done', 'done', 'done']);
      await shoot(page, 'courier-delivered');
      await page.close();
    },
    COURIER_MS,
  );
});
