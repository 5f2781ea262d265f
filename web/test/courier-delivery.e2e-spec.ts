import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import {
  dayFromToday,
  idnp,
  launchBrowser,
  repositoryRoot,
  type Stack,
  startStack,
  waitForStep,
} from '@asiguro/testing';

/*
 * A Green Card with courier delivery of the paper card in Chișinău, bought in Romanian through the
 * storefront in Chromium: the delivery ticked on the offers step with the street, its price in the
 * summary, one card payment, then the order page with the delivery's own progress — booked (with
 * the cancel button), scheduled for tomorrow 10:00–14:00 in Chișinău, delivered — as the sandbox
 * courier moves it. Expected values come from what the test typed, the courier's published flat
 * price and the sandbox courier's window.
 */

const SCREENSHOTS = join(repositoryRoot, 'test-results', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });
const WIDTHS = [390, 1280] as const;

// Sandbox registry fixture: a car and its owner (services/sandbox/README.md).
const CAR = { certificate: '915030299', owner: idnp('200478737152') };

const PURCHASE_MS = 300_000;

/** Parses "1.234,56 lei" (or "1 234,56 MDL") as minor units. */
function minorOf(text: string): number {
  return Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
}

async function shoot(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    await page.screenshot({ path: join(SCREENSHOTS, `courier-delivery-${name}-${width}.png`), fullPage: true });
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

describe('storefront: a Green Card with courier delivery in Chișinău', () => {
  let stack: Stack;
  let browser: Browser;

  async function courier(path: string, method: 'PUT' | 'POST', body: unknown = {}): Promise<void> {
    const response = await fetch(`${stack.sandboxUrl}/courier/control${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`courier control answered ${response.status}`);
  }

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    // The courier moves when the test says so.
    await courier('', 'PUT', { scheduleAfterMs: null, deliverAfterMs: null });
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

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
      await fill(page, { 'contractor.contractorType': 'individual', 'contractor.idnp': CAR.owner });
      await next(page);
      await waitForStep(page, 'offers');
      await page
        .getByTestId('offer')
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(async (error: Error) => {
          await shoot(page, 'no-offers');
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
      await shoot(page, 'offers');
      await offer.getByRole('button', { name: 'Alege oferta' }).click();
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
      await page.locator('[name="provider"][value="card"]').check();
      await page.getByTestId('pay-submit').click();
      await page.locator('#cardNumber').waitFor();
      await page.locator('#cardNumber').fill('4111 1111 1111 1111');
      await page.locator('#expiry').fill('12/30');
      await page.locator('#cvc').fill('123');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/order\?order=/, { timeout: 30_000 });

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
      await shoot(page, 'booked');

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
      await shoot(page, 'scheduled');

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
      await shoot(page, 'delivered');
      await page.close();
    },
    PURCHASE_MS,
  );
});
