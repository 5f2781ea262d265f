import { mkdirSync } from 'node:fs';
import { Client } from 'pg';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { exampleDetails, formatDmy, plusDays, todayIn } from '@asiguro/domain';
import type { StartPaymentResponse } from '@asiguro/contracts';
import {
  ApiClient,
  consoleAxeViolations,
  issuedUnder,
  launchBrowser,
  newConsolePage,
  payByCard,
  repositoryRoot,
  setInsurer,
  signInToConsole,
  startStack,
  unpaidRcaWithAddons,
  waitFor,
  type Stack,
} from '@asiguro/testing';

const screenshots = join(repositoryRoot, 'test-results', 'screenshots');

/** VW Golf diesel in Bălți with no current policy (a sandbox RCA Data fixture). */
const GOLF = { certificateNumber: '915030299', ownerCode: '2004787371520' };

/**
 * Support's view of an order with add-ons (issue 16): the items with their issuers, states and
 * numbers, item events in the timeline, and a supervisor refunding one add-on with a reason; an
 * operator issuing by hand an add-on its issuer never answered for.
 */
describe('console: an order with add-ons in Chromium', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    [stack, browser] = await Promise.all([
      startStack({
        OFFER_SEARCH_DEADLINE_MS: '5000',
        // An add-on whose issuer may hold it is asked again within seconds (the operator's test).
        ISSUANCE_ATTEMPTS: '2',
        ISSUANCE_BACKOFF_MS: '100',
        ISSUANCE_RECONCILE_MS: '1000',
        PARTNER_RETRIES: '1',
      }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** The customer's RCA with the vignette and the road tax, unpaid. */
  const unpaidOrder = (customer: ApiClient) =>
    unpaidRcaWithAddons(customer, {
      ...exampleDetails().rca,
      vehicle: { certificateNumber: GOLF.certificateNumber },
      startDate: formatDmy(plusDays(todayIn(new Date()), 7)),
      contractor: { contractorType: 'individual', idnp: GOLF.ownerCode },
    });

  const pay = async (customer: ApiClient, orderId: string) => {
    const payment = await customer.post<StartPaymentResponse>(`/api/orders/${orderId}/payments`, { provider: 'card' });
    expect(payment.status).toBe(201);
    await payByCard(payment.body.redirectUrl!);
  };

  const statusOf = async (customer: ApiClient, orderId: string) =>
    (await customer.get<{ status: string }>(`/api/orders/${orderId}/status`)).body.status;

  it('shows every item and its events, and a supervisor refunds the road tax alone, with a reason', async () => {
    const customer = new ApiClient(stack.baseUrl, 'ro');
    const { order } = await unpaidOrder(customer);
    await pay(customer, order.id);
    await waitFor(async () => (await statusOf(customer, order.id)) === 'completed', {
      timeoutMs: 60_000,
      intervalMs: 250,
      description: 'the order to complete',
    });

    const { context, page, errors } = await newConsolePage(browser);
    await signInToConsole(page, stack, 'Victor Supervizor');
    // Found from the all-orders list filtered by its add-on.
    await page.goto(`${stack.baseUrl}/console/orders?addon=road-tax`);
    await page.getByRole('link', { name: order.number }).click();
    await page.getByRole('heading', { level: 1, name: `${order.number} completed` }).waitFor();

    const items = page.getByRole('table', { name: 'Items' });
    const rows = items.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(3);
    const row = (product: string) => rows.filter({ hasText: product });
    for (const product of ['MTPL', 'Rovignette', 'Road tax']) {
      await expect(row(product).getByText('issued', { exact: true }).count()).resolves.toBe(1);
    }
    expect(await row('Road tax').locator('code').textContent()).toMatch(/\S{6,}/);
    // The timeline names the item of each add-on event.
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline
      .getByText(/item 1 · Rovignette/)
      .first()
      .waitFor();
    await timeline
      .getByText(/item 2 · Road tax/)
      .first()
      .waitFor();
    expect(await consoleAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshots, 'console-order-items.png'), fullPage: true });

    // The main item has the order's own actions; each add-on offers its refund.
    expect(await row('MTPL').getByRole('button').count()).toBe(0);
    await row('Road tax').getByRole('button', { name: 'Refund item: Road tax' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Refund item' }).click();
    // No reason, no refund: the field says why.
    await dialog.getByText('Give a reason of at least 3 characters.').waitFor();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('The customer paid the road tax elsewhere');
    expect(await consoleAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshots, 'console-order-item-refund.png') });
    await dialog.getByRole('button', { name: 'Refund item' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The road tax is refunded, the rest untouched, the order still completed.
    await row('Road tax').getByText('refunded', { exact: true }).waitFor();
    await row('Road tax')
      .getByText(/refund(ed| pending) /)
      .waitFor();
    await page.getByRole('heading', { level: 1, name: `${order.number} completed` }).waitFor();
    expect(await row('Rovignette').getByText('issued', { exact: true }).count()).toBe(1);
    expect(await row('Road tax').getByRole('button').count()).toBe(0);
    await timeline.getByText('ADDON_REFUND').waitFor();
    await timeline.getByText('“The customer paid the road tax elsewhere”').waitFor();
    await page.screenshot({ path: join(screenshots, 'console-order-items-refunded.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('an operator records the number of a road tax its issuer never answered for, from the manual queue', async () => {
    const customer = new ApiClient(stack.baseUrl, 'ro');
    const { order } = await unpaidOrder(customer);
    const issuedFor = () => issuedUnder(stack, 'sfs-road-tax', `order-${order.id}-item-2`);
    // The road tax is issued and its answer lost; then its system goes down for a day.
    await setInsurer(stack, 'sfs-road-tax', { losesAnswers: true, latencyMs: 0 });
    const db = new Client({ connectionString: stack.database.url });
    await db.connect();
    let roadTax: { number: string };
    try {
      await pay(customer, order.id);
      [roadTax] = await waitFor(async () => ((await issuedFor()).length ? issuedFor() : undefined), {
        timeoutMs: 30_000,
        description: 'the road tax to be issued',
      });
      await setInsurer(stack, 'sfs-road-tax', { mode: 'down', losesAnswers: false });
      await waitFor(
        async () =>
          (await db.query(`select 1 from orders where id = $1 and last_error like '%asking again at%'`, [order.id]))
            .rowCount === 1,
        { timeoutMs: 60_000, intervalMs: 250, description: 'the road tax asked again' },
      );
      await db.query(`update orders set in_flight_since = now() - interval '25 hours' where id = $1`, [order.id]);
      await waitFor(
        async () =>
          (await db.query(`select 1 from orders where id = $1 and manual_issuance_due is not null`, [order.id]))
            .rowCount === 1,
        { timeoutMs: 60_000, intervalMs: 250, description: 'the order handed to an operator' },
      );
    } finally {
      await setInsurer(stack, 'sfs-road-tax', { mode: 'up' });
      await db.end();
    }

    const { context, page, errors } = await newConsolePage(browser);
    await signInToConsole(page, stack, 'Ana Suport');
    await page.goto(`${stack.baseUrl}/console/manual`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: order.number }) });
    // The queue says what to issue: the road tax, not the order's policy.
    await row.getByRole('cell', { name: 'Road tax' }).waitFor();
    expect(await consoleAxeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: `Claim ${order.number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Issue Road tax of ${order.number}` });
    await dialog.getByLabel('Vignette, certificate or policy number').fill('TAX#1');
    await dialog.getByRole('button', { name: 'Record and continue' }).click();
    await dialog.getByText('This is not a valid number for this product.').waitFor();
    await dialog.getByLabel('Vignette, certificate or policy number').fill(roadTax!.number.toLowerCase());
    expect(await consoleAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshots, 'console-manual-addon.png') });
    await dialog.getByRole('button', { name: 'Record and continue' }).click();
    await page.getByText(`${order.number} continues with ${roadTax!.number}.`).waitFor();
    await waitFor(async () => (await statusOf(customer, order.id)) === 'completed', {
      timeoutMs: 60_000,
      intervalMs: 250,
      description: 'the order to complete',
    });
    await row.waitFor({ state: 'detached', timeout: 30_000 });

    // The order's items: the road tax with the very number its issuer gave, nothing refunded.
    await page.goto(`${stack.baseUrl}/console/orders/${order.id}`);
    const items = page.getByRole('table', { name: 'Items' }).locator('tbody tr');
    const roadTaxRow = items.filter({ hasText: 'Road tax' });
    await roadTaxRow.getByText(roadTax!.number).waitFor();
    expect(await roadTaxRow.getByText('issued', { exact: true }).count()).toBe(1);
    expect(await issuedFor()).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
