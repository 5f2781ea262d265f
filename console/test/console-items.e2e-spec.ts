import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { exampleDetails, formatDmy, plusDays, todayIn } from '@asiguro/domain';
import type { StartPaymentResponse } from '@asiguro/contracts';
import {
  ApiClient,
  consoleAxeViolations,
  launchBrowser,
  newConsolePage,
  payByCard,
  repositoryRoot,
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
 * numbers, item events in the timeline, and a supervisor refunding one add-on with a reason.
 */
describe('console: an order with add-ons in Chromium', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    [stack, browser] = await Promise.all([startStack({ OFFER_SEARCH_DEADLINE_MS: '5000' }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('shows every item and its events, and a supervisor refunds the road tax alone, with a reason', async () => {
    const customer = new ApiClient(stack.baseUrl, 'ro');
    const { order } = await unpaidRcaWithAddons(customer, {
      ...exampleDetails().rca,
      vehicle: { certificateNumber: GOLF.certificateNumber },
      startDate: formatDmy(plusDays(todayIn(new Date()), 7)),
      contractor: { contractorType: 'individual', idnp: GOLF.ownerCode },
    });
    const payment = await customer.post<StartPaymentResponse>(`/api/orders/${order.id}/payments`, {
      provider: 'card',
    });
    expect(payment.status).toBe(201);
    await payByCard(payment.body.redirectUrl!);
    await waitFor(
      async () =>
        (await customer.get<{ status: string }>(`/api/orders/${order.id}/status`)).body.status === 'completed',
      { timeoutMs: 60_000, intervalMs: 250, description: 'the order to complete' },
    );

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
});
