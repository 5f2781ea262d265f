import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { exampleDetails, findIssuer, formatDmy, plusDays, todayIn } from '@asiguro/domain';
import type { OffersResponse, OrderView, StartPaymentResponse } from '@asiguro/contracts';
import {
  ApiClient,
  launchBrowser,
  payByCard,
  repositoryRoot,
  unpaidTaxiVignette,
  startStack,
  waitFor,
  type Stack,
} from '@asiguro/testing';

const screenshots = join(repositoryRoot, 'test-results', 'screenshots');

/** VW Golf diesel in Bălți with no current policy (a sandbox RCA Data fixture). */
const GOLF = { certificateNumber: '915030299', ownerCode: '2004787371520' };

/** A plain synchronous sandbox insurer (no token, no rate limits): its failure is the one we cause. */
const PLAIN_INSURERS = ['moldasig', 'intact', 'asterra', 'donaris'];

/** Staff and customer test users of the sandbox's Google-like identity provider. */
const SUPPORT = 'Ana Suport';
const SUPERVISOR = 'Victor Supervizor';
const VIEWER = 'Vera Vizualizare';
const CUSTOMER = 'Ion Popescu';

async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Signs in from the console's gate through the sandbox identity provider, back on the console. */
async function signIn(page: Page, stack: Stack, account: string): Promise<void> {
  await page.goto(`${stack.baseUrl}/console`);
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await page.getByRole('button', { name: new RegExp(account) }).click();
  await page.waitForURL(`${stack.baseUrl}/console**`);
}

/** What the page's own session gets from the console API (a GET, or a change with the CSRF token). */
async function consoleApiStatus(page: Page, path: string, method = 'GET', body?: unknown): Promise<number> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'asg_csrf')?.value;
  return page.evaluate(
    async ({ path, method, body, csrf }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(csrf && method !== 'GET' ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.status;
    },
    { path, method, body, csrf },
  );
}

/** A customer's unpaid RCA order, confirmed with a plain insurer's offer. */
async function unpaidRcaOrder(api: ApiClient): Promise<{ order: OrderView; insurer: string }> {
  const example = exampleDetails().rca;
  const details = {
    ...example,
    vehicle: { certificateNumber: GOLF.certificateNumber },
    startDate: formatDmy(plusDays(todayIn(new Date()), 7)),
    contractor: { contractorType: 'individual', idnp: GOLF.ownerCode },
  };
  const created = await api.post<OrderView>('/api/orders', { items: [{ type: 'rca', details }] });
  expect(created.status).toBe(201);
  const offers = await api.post<OffersResponse>(`/api/orders/${created.body.id}/offers`);
  expect(offers.status).toBe(200);
  const offer =
    offers.body.offers.find((candidate) => PLAIN_INSURERS.includes(candidate.insurer.slug)) ?? offers.body.offers[0];
  expect(offer).toBeDefined();
  const confirmed = await api.post<OrderView>(`/api/orders/${created.body.id}/confirm`, {
    offerId: offer.id,
    consents: { terms: true, personalData: true },
    contact: { phone: '069123456', email: 'console-e2e@example.md' },
  });
  expect(confirmed.status).toBe(200);
  return { order: confirmed.body, insurer: offer.insurer.slug };
}

async function statusOf(api: ApiClient, orderId: string): Promise<string> {
  return (await api.get<{ status: string }>(`/api/orders/${orderId}/status`)).body.status;
}

/** The console's order page heading carries the number and the live status badge. */
function orderHeading(page: Page, number: string, status: string) {
  return page.getByRole('heading', { level: 1, name: `${number} ${status}` });
}

describe('console in Chromium', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    // One issuance attempt, so a down insurer fails the order at once (three refused calls, below
    // the circuit breaker's threshold, so the retry after the fix reaches the insurer again).
    [stack, browser] = await Promise.all([
      startStack({ ISSUANCE_ATTEMPTS: '1', ISSUANCE_BACKOFF_MS: '200', OFFER_SEARCH_DEADLINE_MS: '5000' }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('shows an anonymous visitor the sign-in gate and refuses them the console API', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${stack.baseUrl}/console/failed`);
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    const signInLink = page.getByRole('link', { name: 'Sign in with Google' });
    expect(await signInLink.getAttribute('href')).toBe(
      `/api/auth/oidc/google/start?returnTo=${encodeURIComponent('/console/failed')}`,
    );
    await expect(consoleApiStatus(page, '/api/console/dashboard')).resolves.toBe(401);
    await expect(consoleApiStatus(page, '/api/console/me')).resolves.toBe(401);
    await context.close();
  });

  it('shows a signed-in customer "not staff", and the console API refuses their reads and actions', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, stack, CUSTOMER);
    await page.getByRole('heading', { name: 'Not staff' }).waitFor();
    await expect(consoleApiStatus(page, '/api/console/me')).resolves.toBe(403);
    await expect(consoleApiStatus(page, '/api/console/orders?view=failed')).resolves.toBe(403);
    await expect(
      consoleApiStatus(page, '/api/console/orders/bulk-retry', 'POST', {
        orderIds: ['00000000-0000-4000-8000-000000000001'],
        reason: 'not allowed',
      }),
    ).resolves.toBe(403);
    await context.close();
  });

  it('lets staff see an order fail at a down insurer, bring the insurer back, retry it with a reason and watch it complete', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, stack, SUPPORT);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    const customer = new ApiClient(stack.baseUrl, 'en');
    const { order, insurer } = await unpaidRcaOrder(customer);
    const insurerName = findIssuer(insurer)!.name;

    // The insurer goes down (from the console's development page), then the customer pays.
    await page.getByRole('link', { name: 'Sandbox' }).click();
    await page.getByRole('button', { name: `Take down ${insurerName}` }).click();
    await page.getByRole('button', { name: `Bring up ${insurerName}` }).waitFor();
    const payment = await customer.post<StartPaymentResponse>(`/api/orders/${order.id}/payments`, { provider: 'card' });
    expect(payment.status).toBe(201);
    expect((await payByCard(payment.body.redirectUrl!)).status).toBe(303);

    // The failed list shows it (live: the list refreshes on its own).
    await page.getByRole('link', { name: /^Failed/ }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: order.number }) });
    await row.waitFor({ timeout: 60_000 });
    expect(await row.textContent()).toContain(insurerName);
    await page.screenshot({ path: join(screenshots, 'console-failed-list.png'), fullPage: true });

    // The dashboard names the insurer among the partners in trouble.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Partner health (last 15 min)' }).waitFor();
    const partner = page.getByRole('row').filter({ hasText: insurerName }).first();
    await partner.waitFor();
    expect(await partner.textContent()).toMatch(/failing|down/);

    // The failed issuance job on the queues page: its retry asks for a reason before anything is sent
    // (closed here: the order is retried from its own page below).
    await page.getByRole('link', { name: 'Queues', exact: true }).click();
    const job = page.getByRole('row').filter({ has: page.getByRole('link', { name: order.id.slice(0, 8) }) });
    await job.getByRole('button', { name: /^Retry issuance / }).click();
    const retryJob = page.getByRole('dialog', { name: /^Retry job issuance\// });
    await retryJob.getByRole('button', { name: 'Retry', exact: true }).click();
    await retryJob.getByText('Give a reason of at least 3 characters.').waitFor();
    await retryJob.getByRole('button', { name: 'Cancel' }).click();
    await retryJob.waitFor({ state: 'hidden' });

    // The order's page: the failure in the timeline; retry offered, refund not (support is no supervisor).
    await page.getByRole('link', { name: /^Failed/ }).click();
    await page.getByRole('link', { name: order.number }).click();
    await orderHeading(page, order.number, 'failed').waitFor();
    await page.getByText('ISSUANCE_FAILED').waitFor();
    await page.getByRole('button', { name: 'Retry issuance' }).waitFor();
    expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(0);
    await page.getByRole('group', { name: 'Show' }).waitFor();
    // The refused call to the insurer, with its masked request and response.
    await page
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`${insurer}\\s*POST\\s+/?policies`) })
      .first()
      .getByText('Request and response')
      .click();
    // From the top, so the sticky navigation sits where a person sees it.
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: join(screenshots, 'console-order-detail.png'), fullPage: true });

    // The insurer comes back.
    await page.getByRole('link', { name: 'Sandbox' }).click();
    await page.getByRole('button', { name: `Bring up ${insurerName}` }).click();
    await page.getByRole('button', { name: `Take down ${insurerName}` }).waitFor();

    // Retry from the console, with a reason; the order completes before our eyes.
    const reason = `${insurerName} is answering again`;
    await page.goBack();
    await orderHeading(page, order.number, 'failed').waitFor();
    await page.getByRole('button', { name: 'Retry issuance' }).click();
    const dialog = page.getByRole('dialog', { name: `Retry issuance — ${order.number}` });
    await dialog.getByRole('button', { name: 'Retry issuance' }).click();
    await dialog.getByText('Give a reason of at least 3 characters.').waitFor();
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Retry issuance' }).click();
    await page.getByText(`Retry issuance: done for ${order.number}.`).waitFor();
    await orderHeading(page, order.number, 'completed').waitFor({ timeout: 60_000 });
    await page.getByText(reason).first().waitFor();
    expect(await statusOf(customer, order.id)).toBe('completed');

    // The audit log has the action, who did it, on which order and why.
    await page.getByRole('link', { name: 'Audit log' }).click();
    const entry = page.getByRole('row').filter({ hasText: reason });
    await entry.waitFor();
    const text = await entry.textContent();
    expect(text).toContain('retry');
    expect(text).toContain(order.number);
    expect(text).toContain('ana.suport@asiguro.md');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Issuing time, payment to documents (last 24 h)' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'MTPL' }).first().waitFor();
    await page.screenshot({ path: join(screenshots, 'console-dashboard.png'), fullPage: true });
    // The chart's numbers, minute by minute under it, add up to the total it states.
    await page.getByText('The numbers, minute by minute').click();
    const minutes = page.getByRole('table', { name: 'Transitions per minute' });
    const counts = (await minutes.locator('tbody td').allTextContents()).map(Number);
    expect(counts).toHaveLength(60);
    const total = counts.reduce((sum, count) => sum + count, 0);
    expect(total).toBeGreaterThan(0);
    await page.getByText(new RegExp(`^${total} in the last hour; peak ${Math.max(...counts)} a minute$`)).waitFor();
    await context.close();
  });

  it('lets a supervisor make a partner’s referral link to a product page and see it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, stack, SUPERVISOR);
    await page.getByRole('link', { name: 'Sellers' }).click();
    await page.getByRole('heading', { name: 'Sellers' }).waitFor();
    await page.getByRole('button', { name: 'Referral link for Auto Centru S.R.L.' }).click();
    const dialog = page.getByRole('dialog', { name: 'Referral link — Auto Centru S.R.L.' });
    await dialog.getByLabel('Language').selectOption({ label: 'English' });
    await dialog.getByLabel('Page', { exact: true }).selectOption({ label: 'MTPL — /en/mtpl' });
    await dialog.getByLabel('Valid for (days)').fill('14');
    await dialog.getByRole('button', { name: 'Generate link' }).click();
    const link = dialog.getByLabel('Link', { exact: true });
    await link.waitFor();
    const url = new URL(await link.inputValue());
    expect(`${url.origin}${url.pathname}`).toBe(`${stack.baseUrl}/en/mtpl`);
    expect(url.searchParams.get('referral')).toMatch(/^auto-centru\.\d+\.[\w-]+$/);
    await dialog.getByText(/^Works until /).waitFor();
    await page.screenshot({ path: join(screenshots, 'console-sellers.png'), fullPage: true });
    await context.close();
  });

  it('shows a viewer every page and not one button that changes anything', async () => {
    const customer = new ApiClient(stack.baseUrl, 'en');
    const { order } = await unpaidRcaOrder(customer);
    const { context, page } = await newPage(browser);
    await signIn(page, stack, VIEWER);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('viewer (read-only)').waitFor();

    await page.goto(`${stack.baseUrl}/console/orders/${order.id}`);
    await orderHeading(page, order.number, 'unpaid').waitFor();
    await page.getByText('No action is possible in this status.').waitFor();
    // Support sees "Cancel order" and "Expire" on this unpaid order; the viewer no button at all.
    for (const name of ['Cancel order', 'Expire', 'Retry issuance', 'Refund']) {
      expect({ name, count: await page.getByRole('button', { name, exact: true }).count() }).toEqual({
        name,
        count: 0,
      });
    }
    await page.getByRole('link', { name: /^Manual issuance/ }).click();
    await page.getByRole('heading', { name: 'Transfers waiting for approval' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Record a received wire transfer' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Claim / }).count()).toBe(0);
    await page.screenshot({ path: join(screenshots, 'console-viewer-manual.png'), fullPage: true });
    // And the API agrees, whatever the page shows.
    await expect(
      consoleApiStatus(page, `/api/console/orders/${order.id}/actions`, 'POST', { action: 'cancel', reason: 'No' }),
    ).resolves.toBe(403);
    await context.close();
  });

  it('lets an operator record a company’s wire transfer, a supervisor approve it, and the vignette the state system could not issue be issued by hand', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, stack, SUPPORT);

    const customer = new ApiClient(stack.baseUrl, 'en');
    const order = await unpaidTaxiVignette(customer, { phone: '069123456', email: 'fleet@example.md' });
    const bill = await customer.post<StartPaymentResponse>(`/api/orders/${order.id}/payments`, {
      provider: 'wire-transfer',
    });
    expect(bill.status).toBe(201);
    const billNumber = bill.body.invoice!.number;

    // The Romanian vignette system is down, so once paid the order is handed to an operator.
    const setIssuer = (mode: 'up' | 'down') =>
      fetch(`${stack.sandboxUrl}/admin/issuers/e-rovinieta`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode }),
      });
    expect((await setIssuer('down')).status).toBe(200);

    // The transfer arrives: support records it by its bill number; the order is not paid yet.
    await page.getByRole('link', { name: /^Manual issuance/ }).click();
    await page.getByRole('heading', { name: 'Record a received wire transfer' }).waitFor();
    await page.getByLabel('Bill number').fill(billNumber);
    await page.getByLabel('Reason').fill('Transfer seen on the bank statement');
    await page.getByRole('button', { name: 'Record transfer' }).click();
    await page.getByText(`Transfer for bill ${billNumber} (${order.number}) recorded.`).waitFor();
    const transfer = page.getByRole('row').filter({ hasText: billNumber });
    await transfer.getByText('Waiting for a supervisor').waitFor();
    expect(await statusOf(customer, order.id)).toBe('unpaid');

    // Four eyes: a supervisor approves it; the order is paid and waits for an operator.
    const approver = await newPage(browser);
    await signIn(approver.page, stack, SUPERVISOR);
    await approver.page.getByRole('link', { name: /^Manual issuance/ }).click();
    await approver.page.getByRole('button', { name: `Approve ${billNumber}` }).click();
    const decision = approver.page.getByRole('dialog');
    await decision.getByLabel('Reason').fill('Matches the statement');
    await decision.getByRole('button', { name: 'Approve' }).click();
    await approver.page.getByText(`Transfer for bill ${billNumber} approved.`).waitFor();
    await approver.context.close();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: order.number }) });
    await row.waitFor({ timeout: 30_000 });
    expect((await setIssuer('up')).status).toBe(200);
    await page.screenshot({ path: join(screenshots, 'console-manual-issuance.png'), fullPage: true });

    // Claim it, enter the vignette number (checked before it is sent), and the order completes.
    await row.getByRole('button', { name: `Claim ${order.number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Issue ${order.number}` });
    await dialog.getByLabel('Vignette, certificate or policy number').fill('RO 1');
    await dialog.getByRole('button', { name: 'Record and continue' }).click();
    await dialog.getByText('This is not a valid number for this product.').waitFor();
    await dialog.getByLabel('Vignette, certificate or policy number').fill('ro-2025-004711');
    await dialog.getByRole('button', { name: 'Record and continue' }).click();
    await page.getByText(`${order.number} continues with RO-2025-004711.`).waitFor();
    await waitFor(async () => (await statusOf(customer, order.id)) === 'completed', {
      timeoutMs: 60_000,
      intervalMs: 250,
      description: 'the vignette order to complete',
    });
    await row.waitFor({ state: 'detached', timeout: 30_000 });
    await context.close();
  });
});
