import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { OffersResponse, OrderView } from '@asiguro/contracts';
import { exampleDetails } from '@asiguro/domain';
import type { ApiClient } from './api-client';
import { axeViolations, WCAG_AA_TAGS } from './axe';
import type { Stack } from './stack';

/* What the console's tests share: a page that records its errors, signing in, axe (WCAG A/AA), an order with add-ons. */

/** A desktop-sized page in the browser language `locale` (Chromium's own when absent); `errors` collects the page's uncaught errors. */
export async function newConsolePage(
  browser: Browser,
  locale?: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * Signs a staff member in from the console's gate through the sandbox's Google-like provider, as
 * they would (the sign-in link, then the account's button), on to the dashboard. `link` and
 * `dashboard` are those texts in the console's language (English unless the browser or a stored
 * choice says otherwise).
 */
export async function signInToConsole(
  page: Page,
  stack: Stack,
  account: string,
  { link = 'Sign in with Google', dashboard = 'Dashboard' }: { link?: string; dashboard?: string } = {},
): Promise<void> {
  await page.goto(`${stack.baseUrl}/console`);
  await page.getByRole('link', { name: link }).click();
  await page.getByRole('button', { name: new RegExp(account) }).click();
  await page.waitForURL(`${stack.baseUrl}/console**`);
  await page.getByRole('heading', { name: dashboard, level: 1 }).waitFor();
}

/** axe-core's WCAG 2.x A and AA rules on the console page as it is: each violation with the elements it found. */
export function consoleAxeViolations(page: Page): Promise<{ rule: string; nodes: string[] }[]> {
  return axeViolations(page, WCAG_AA_TAGS);
}

/** The Golf of the sandbox's RCA Data with its plate and VIN (the add-ons take them from the policy). */
const GOLF_CAR = { certificateNumber: '915030299', plateNumber: 'BAL 204', vinCode: 'WVWLAD93W93049YZE' };

/**
 * An RCA policy with the Romanian vignette and the road tax, confirmed at the cheapest offer:
 * unpaid, one price for the three items. `rca` is the policy's details (rcaDetailsFor(GOLF)).
 */
export async function unpaidRcaWithAddons(
  api: ApiClient,
  rca: Record<string, unknown>,
  email = 'addons@example.md',
): Promise<{ order: OrderView; offers: OffersResponse }> {
  const created = await api.post<OrderView>('/api/orders', {
    items: [
      { type: 'rca', details: { ...rca, vehicle: GOLF_CAR } },
      { type: 'vignette:ro', details: { vehicleCategory: 'A', validity: '30_days', driverFullName: 'Maria Ciobanu' } },
      { type: 'road-tax', details: { region: 'balti', locality: 'Bălți' } },
    ],
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
  const offers = await api.post<OffersResponse>(`/api/orders/${created.body.id}/offers`);
  if (!offers.body.offers?.length) throw new Error(`no offer: ${JSON.stringify(offers.body)}`);
  const confirmed = await api.post<OrderView>(`/api/orders/${created.body.id}/confirm`, {
    offerId: offers.body.offers[0].id,
    consents: { terms: true, personalData: true },
    contact: { phone: '069123456', email },
  });
  if (confirmed.status !== 200)
    throw new Error(`confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  return { order: confirmed.body, offers: offers.body };
}

/** A taxi company's Skoda: its Romanian vignette carries plate and VIN in the order itself. */
export const TAXI = {
  certificateNumber: '802997808',
  idno: '1006600011175',
  plate: 'TXR 014',
  vin: 'TMB4DS7B0ZPAEG04Y',
};

/** The taxi company's Romanian vignette, billed to the company, confirmed at the first offer: unpaid. */
export async function unpaidTaxiVignette(
  api: ApiClient,
  contact: { phone: string; email: string } = { phone: '069555111', email: 'fleet@example.md' },
): Promise<OrderView> {
  const created = await api.post<OrderView>('/api/orders', {
    items: [
      {
        type: 'vignette:ro',
        details: {
          ...exampleDetails()['vignette:ro'],
          certificateNumber: TAXI.certificateNumber,
          plateNumber: TAXI.plate,
          vinCode: TAXI.vin,
        },
      },
    ],
    billing: { payerType: 'company', companyName: 'Taxi Rapid Plus S.R.L.', idno: TAXI.idno },
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
  const offers = await api.post<OffersResponse>(`/api/orders/${created.body.id}/offers`);
  if (!offers.body.offers?.length) throw new Error(`no offer: ${JSON.stringify(offers.body)}`);
  const confirmed = await api.post<OrderView>(`/api/orders/${created.body.id}/confirm`, {
    offerId: offers.body.offers[0].id,
    consents: { terms: true, personalData: true },
    contact,
  });
  if (confirmed.status !== 200)
    throw new Error(`confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  return confirmed.body;
}
