import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { exampleDetails, formatDmy, getProduct, plusDays, todayIn } from '@asiguro/domain';
import type { OffersResponse, OrderView, StartPaymentResponse } from '@asiguro/contracts';
import {
  ApiClient,
  consoleAxeViolations,
  launchBrowser,
  newConsolePage,
  payByCard,
  repositoryRoot,
  signInToConsole,
  startStack,
  type Stack,
  TAXI,
  unpaidTaxiVignette,
} from '@asiguro/testing';

/*
 * The support agent's path in the console: finding an order however the customer describes it,
 * and an order that waits for a person offering what can be done about it.
 */

const screenshots = join(repositoryRoot, 'test-results', 'screenshots');

/** VW Golf diesel, BAL 204, owned by Maria Ciobanu (a sandbox RCA Data fixture): the customer types only the certificate. */
const GOLF = {
  certificateNumber: '915030299',
  ownerCode: '2004787371520',
  plate: 'BAL 204',
  vin: 'WVWLAD93W93049YZE',
  owner: 'Maria Ciobanu',
};

const SUPPORT = 'Ana Suport';
const VIEWER = 'Vera Vizualizare';

/** A customer's RCA order for the Golf, priced (so RCA Data's facts are on the order) and confirmed. */
async function unpaidGolfRca(api: ApiClient): Promise<OrderView> {
  const details = {
    ...exampleDetails().rca,
    vehicle: { certificateNumber: GOLF.certificateNumber },
    startDate: formatDmy(plusDays(todayIn(new Date()), 7)),
    contractor: { contractorType: 'individual', idnp: GOLF.ownerCode },
  };
  const created = await api.post<OrderView>('/api/orders', { items: [{ type: 'rca', details }] });
  expect(created.status).toBe(201);
  const offers = await api.post<OffersResponse>(`/api/orders/${created.body.id}/offers`);
  expect(offers.status).toBe(200);
  const confirmed = await api.post<OrderView>(`/api/orders/${created.body.id}/confirm`, {
    offerId: offers.body.offers[0].id,
    consents: { terms: true, personalData: true },
    contact: { phone: '069123456', email: 'maria.ciobanu@example.md' },
  });
  expect(confirmed.status).toBe(200);
  return confirmed.body;
}

/** The taxi company's Romanian vignette, paid by card (`beforePayment` runs once it is confirmed). */
async function paidTaxiVignette(api: ApiClient, beforePayment: () => Promise<void>): Promise<OrderView> {
  const confirmed = await unpaidTaxiVignette(api);
  await beforePayment();
  const payment = await api.post<StartPaymentResponse>(`/api/orders/${confirmed.id}/payments`, {
    provider: 'card',
  });
  expect(payment.status).toBe(201);
  expect((await payByCard(payment.body.redirectUrl!)).status).toBe(303);
  return confirmed;
}

/** The sandbox's Romanian vignette system goes down or comes back. */
async function setRovinieta(stack: Stack, mode: 'up' | 'down'): Promise<void> {
  const answer = await fetch(`${stack.sandboxUrl}/admin/issuers/e-rovinieta`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  expect(answer.status).toBe(200);
}

/** The numbers of the search page's result rows. */
async function resultNumbers(page: Page): Promise<string[]> {
  return page.locator('table tbody tr td:first-child a').allTextContents();
}

describe('console: the support agent’s path in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let customer: ApiClient;
  let golf: OrderView;

  beforeAll(async () => {
    // One issuance attempt: a down issuer hands the order to an operator at once.
    [stack, browser] = await Promise.all([
      startStack({ ISSUANCE_ATTEMPTS: '1', ISSUANCE_BACKOFF_MS: '200', OFFER_SEARCH_DEADLINE_MS: '5000' }),
      launchBrowser(),
    ]);
    customer = new ApiClient(stack.baseUrl, 'en');
    golf = await unpaidGolfRca(customer);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('finds an RCA order by the plate, VIN and owner the registry returned, and opens a pasted search URL', async () => {
    const { context, page, errors } = await newConsolePage(browser);
    await signInToConsole(page, stack, SUPPORT);

    // A pasted link with an IDNP (digits only) opens the search with its results.
    await page.goto(`${stack.baseUrl}/console/search?q=${GOLF.ownerCode}`);
    await page.getByRole('heading', { name: 'Search', level: 1 }).waitFor();
    await page.getByRole('link', { name: golf.number }).waitFor();
    await page.screenshot({ path: join(screenshots, 'console-search-pasted.png'), fullPage: true });
    expect(await page.getByRole('searchbox').inputValue()).toBe(GOLF.ownerCode);

    for (const term of [GOLF.plate, GOLF.vin.toLowerCase(), GOLF.owner]) {
      await page.getByRole('searchbox').fill(term);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === term);
      await page.getByRole('link', { name: golf.number }).waitFor();
      expect({ term, found: await resultNumbers(page) }).toEqual({ term, found: [golf.number] });
    }
    await page.screenshot({ path: join(screenshots, 'console-search-by-name.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers claim, manual issuance with the portal’s facts and the customer’s contact on an order waiting for an operator', async () => {
    // The Romanian vignette system is down when the customer pays: the order is handed to an operator.
    const vignette = await paidTaxiVignette(customer, () => setRovinieta(stack, 'down'));
    // A viewer is told the order waits for a person, never that nothing can be done.
    const viewer = await newConsolePage(browser);
    await signInToConsole(viewer.page, stack, VIEWER);
    await viewer.page.goto(`${stack.baseUrl}/console/orders/${vignette.id}`);
    // The page refreshes itself: the hand-off shows once the issuer's refusal is in.
    await viewer.page.getByText('waits for an operator').waitFor({ timeout: 60_000 });
    await setRovinieta(stack, 'up');
    expect(await viewer.page.getByText('No action is possible in this status.').count()).toBe(0);
    expect(await viewer.page.getByRole('button', { name: /Claim|Issue manually|Show contact/ }).count()).toBe(0);
    await viewer.page.getByText('fl***md · 06***11', { exact: true }).waitFor();
    await viewer.context.close();

    const { context, page, errors } = await newConsolePage(browser);
    await signInToConsole(page, stack, SUPPORT);
    await page.goto(`${stack.baseUrl}/console/orders/${vignette.id}`);
    await page.getByRole('heading', { level: 1, name: `${vignette.number} processing` }).waitFor();
    await page.getByText('waits for an operator').waitFor();

    // Contact: masked until support reveals it, then a mailto and a tel link.
    expect(await page.getByRole('link', { name: /Write to/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show contact' }).click();
    const mail = page.getByRole('link', { name: 'Write to fleet@example.md' });
    await mail.waitFor();
    expect(await mail.getAttribute('href')).toBe(`mailto:fleet@example.md?subject=${vignette.number}`);
    expect(await page.getByRole('link', { name: 'Call 069555111' }).getAttribute('href')).toBe('tel:069555111');

    // Claim it, then issue it with what the portal asks for shown and the period filled in.
    await page.getByRole('button', { name: 'Claim', exact: true }).click();
    await page.getByText(`You claimed ${vignette.number}.`).waitFor();
    await page.getByText('Claimed by you').waitFor();
    await page.getByRole('button', { name: 'Issue manually' }).click();
    const dialog = page.getByRole('dialog', { name: `Issue ${vignette.number}` });
    await dialog.getByText(TAXI.vin).waitFor();
    await page.screenshot({ path: join(screenshots, 'console-issue-dialog.png'), fullPage: true });
    // The plate as the issuer's system takes it, without the space.
    await dialog
      .getByText(/^TXR ?014$/)
      .first()
      .waitFor();
    await dialog.getByText('Taxi Rapid Plus S.R.L.', { exact: false }).waitFor();
    const from = await dialog.getByLabel('Valid from').inputValue();
    const to = await dialog.getByLabel('Valid to').inputValue();
    expect(from).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(to).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await dialog.getByText(`${from} – ${to}`).waitFor();
    expect(await consoleAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshots, 'console-issue-dialog.png'), fullPage: true });

    await dialog.getByLabel('Valid to').fill('2025-01-01');
    await dialog.getByLabel('Vignette, certificate or policy number').fill('ro-2026-004712');
    await dialog.getByRole('button', { name: 'Record and continue' }).click();
    await dialog.getByText('Write the day as dd.mm.yyyy').waitFor();
    await dialog.getByLabel('Valid to').fill(to);
    await dialog.getByRole('button', { name: 'Record and continue' }).click();
    await page.getByText(`${vignette.number} continues with RO-2026-004712.`).waitFor();
    await page.getByRole('heading', { level: 1, name: `${vignette.number} completed` }).waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a supervisor refund an order waiting for an operator, which then cannot be issued', async () => {
    const vignette = await paidTaxiVignette(customer, () => setRovinieta(stack, 'down'));
    const { context, page, errors } = await newConsolePage(browser);
    await signInToConsole(page, stack, 'Victor Supervizor');
    await page.goto(`${stack.baseUrl}/console/orders/${vignette.id}`);
    await page.getByText('waits for an operator').waitFor({ timeout: 60_000 });
    await setRovinieta(stack, 'up');
    // Issuing by hand and giving the money back are both offered while nothing is issued.
    await page.getByRole('button', { name: 'Issue manually' }).waitFor();
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Refund — ${vignette.number}` });
    await dialog.getByLabel('Reason').fill('The customer bought the vignette at the border');
    await page.screenshot({ path: join(screenshots, 'console-refund-manual.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `${vignette.number} refunded` }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Issue manually' }).count()).toBe(0);

    // What the customer sees: the order refunded, with no policy number.
    const view = await customer.get<OrderView>(`/api/orders/${vignette.id}`);
    expect(view.body).toMatchObject({ status: 'refunded', policy: null });
    // A manual issuance recorded afterwards (a stale tab) is refused and changes nothing.
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'asg_csrf')?.value ?? '';
    const late = await page.evaluate(
      async ({ id, csrf }) => {
        const answer = await fetch(`/api/console/orders/${id}/manual-issuance`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
          body: JSON.stringify({ number: 'RO-2026-009999' }),
        });
        return answer.status;
      },
      { id: vignette.id, csrf },
    );
    expect(late).toBe(409);
    expect((await customer.get<OrderView>(`/api/orders/${vignette.id}`)).body.status).toBe('refunded');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks Romanian and Russian: the staff member’s choice, kept in the browser, else the browser’s language', async () => {
    const { context, page, errors } = await newConsolePage(browser);
    await signInToConsole(page, stack, SUPPORT);
    await page.getByLabel('Language').selectOption('ro');
    await page.getByRole('heading', { name: 'Panou', level: 1 }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('ro');
    await page.getByRole('link', { name: 'Toate comenzile' }).waitFor();

    // The order's page in Romanian: its sections, the product's Romanian name, a refused reason.
    await page.goto(`${stack.baseUrl}/console/orders/${golf.id}`);
    await page.getByRole('heading', { name: 'Acțiuni' }).waitFor();
    await page.getByRole('heading', { name: 'Rezumat' }).waitFor();
    await page.getByText(getProduct('rca').name.ro, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Anulează comanda' }).click();
    const dialog = page.getByRole('dialog', { name: `Anulează comanda — ${golf.number}` });
    await dialog.getByRole('button', { name: 'Anulează comanda' }).click();
    await dialog.getByText('Scrieți un motiv de cel puțin 3 caractere.').waitFor();
    expect(await consoleAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshots, 'console-ro-order.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Renunță' }).click();

    // The choice stays with the browser; switching again reloads the page in Russian.
    await page.reload();
    await page.getByRole('heading', { name: 'Acțiuni' }).waitFor();
    await page.getByLabel('Limba').selectOption('ru');
    await page.getByRole('heading', { name: 'Действия' }).waitFor();
    await page.getByText(getProduct('rca').name.ru, { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Зависшие' }).waitFor();
    expect(await consoleAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshots, 'console-ru-order.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();

    // A browser set to Russian gets the console in Russian from the sign-in page on, without a choice.
    const russian = await newConsolePage(browser, 'ru-RU');
    await signInToConsole(russian.page, stack, SUPPORT, { link: 'Войти через Google', dashboard: 'Сводка' });
    expect(russian.errors).toEqual([]);
    await russian.context.close();
  });

  it('has no axe violations on the order list and the order detail', async () => {
    const { context, page } = await newConsolePage(browser);
    await signInToConsole(page, stack, SUPPORT);
    await page.goto(`${stack.baseUrl}/console/orders`);
    await page.getByRole('link', { name: golf.number }).waitFor();
    expect(await consoleAxeViolations(page)).toEqual([]);
    await page.goto(`${stack.baseUrl}/console/orders/${golf.id}`);
    await page.getByRole('heading', { level: 1, name: `${golf.number} unpaid` }).waitFor();
    await page.getByText('Contact the customer').waitFor();
    expect(await consoleAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshots, 'console-order-detail-unpaid.png'), fullPage: true });
    await context.close();
  });
});
