import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUE, isAddonOnly, type OrderStatus } from '@asiguro/domain';
import { t } from '@asiguro/i18n';
import { orderLinkToken } from '@asiguro/orchestration';
import { parseConfig } from '@asiguro/platform';
import {
  chooseCheapestOffer,
  dayFromToday,
  idnp,
  launchBrowser,
  repositoryRoot,
  type Stack,
  startStack,
  waitFor,
  waitForStep,
} from '@asiguro/testing';

/*
 * What the storefront's browser tests share: filling a catalogue step by field name, paying at
 * the sandbox's hosted pages, waiting for the documents, screenshots and captured analytics.
 */

const SCREENSHOTS = join(repositoryRoot, 'test-results', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

const WIDTHS = [390, 1280] as const;

/** The secret the test stack's API signs with (its default): partners' referrals, e-mail links. */
const SESSION_SECRET = parseConfig({ NODE_ENV: 'test' }).SESSION_SECRET;

/**
 * A partner seller's referral token, made as the seller's site makes it with the key staff handed
 * it: `<seller>.<expiry>.<signature>` (services/api/src/sellers/seller-signatures.ts, which this
 * ES module cannot import).
 */
function partnerReferral(sellerId: string, expiresAt: Date): string {
  const mac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const key = mac(SESSION_SECRET, `seller-key:${sellerId}`);
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${sellerId}.${expires}.${mac(key, `referral:${sellerId}:${expires}`)}`;
}

/** The support contact every failure shows (the API's and the storefront's defaults). */
const SUPPORT_PHONE = '+373 22 000 000';
const SUPPORT_EMAIL = 'support@asiguro.md';

/** The mobile payment's success window in each language (spec §2). */
const MOBILE_WINDOW = {
  ro: { ok: 'Tranzacția este OK', close: 'Vă rugăm să închideți această fereastră', button: 'Închideți' },
  ru: { ok: 'Транзакция прошла успешно', close: 'Пожалуйста, закройте это окно', button: 'Закрыть' },
  en: { ok: 'Transaction is OK', close: 'Please close this window', button: 'Close' },
} as const;

/** A new page that records the storefront's analytics events (window event sink) as they happen. */
async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, acceptDownloads: true });
  // Runs in the page (a string: this file is compiled without the DOM's types).
  await page.addInitScript(`
    window.__analytics = [];
    window.addEventListener('asiguro:analytics', (event) => window.__analytics.push(event.detail.name));
  `);
  return page;
}

/** The analytics events the page has sent so far (names, in order). */
function analyticsOf(page: Page): Promise<string[]> {
  return page.evaluate<string[]>('window.__analytics ?? []');
}

/** Saves the page at 390 px and 1280 px wide as `<name>-<width>.png`, then restores its width. */
async function shoot(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate('window.scrollTo(0, 0)');
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

type FieldValue = string | number | boolean | readonly string[] | { index: number };

/**
 * Fills the current step: each key is a field's path (its `name` in the form), each value what a
 * customer would pick or type. Radios and checkbox groups are chosen by value, selects by value
 * or position, single checkboxes ticked or not.
 */
async function fillStep(page: Page, values: Record<string, FieldValue>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const controls = page.locator(`[name="${name}"]`);
    await controls.first().waitFor();
    const first = controls.first();
    const tag = await first.evaluate((element) => element.tagName.toLowerCase());
    const type = await first.getAttribute('type');
    if (tag === 'select') {
      if (typeof value === 'object' && 'index' in value) await first.selectOption({ index: value.index });
      else await first.selectOption(String(value));
    } else if (type === 'radio') {
      await page.locator(`[name="${name}"][value="${String(value)}"]`).check();
    } else if (type === 'checkbox' && Array.isArray(value)) {
      for (const item of value) await page.locator(`[name="${name}"][value="${item}"]`).check();
    } else if (type === 'checkbox') {
      await first.setChecked(value === true);
    } else {
      await first.fill(String(value));
    }
  }
}

/** Presses the step's primary button (continue, see offers). */
async function next(page: Page): Promise<void> {
  await page.locator('form.step button[type="submit"]').click();
}

/** Fills the RCA steps for a registry vehicle and its owner (cover from tomorrow), up to the offers. */
async function fillRca(
  page: Page,
  car: { certificate: string; owner: string },
  insuranceValidity: string,
): Promise<void> {
  await fillStep(page, {
    'vehicle.certificateNumber': car.certificate,
    operatingMode: 'normal',
    ownership: 'property',
  });
  await next(page);
  await waitForStep(page, 'insurance-details');
  await fillStep(page, { contractType: 'unlimited', insuranceValidity, startDate: dayFromToday(1) });
  await next(page);
  await waitForStep(page, 'contractor');
  await fillStep(page, { 'contractor.contractorType': 'individual', 'contractor.idnp': car.owner });
  await next(page);
}

/** Confirms with a phone, an e-mail and the consents (the presence statement when asked). */
async function confirm(page: Page, contact: { phone: string; email?: string }): Promise<void> {
  await fillStep(page, { phone: contact.phone, ...(contact.email ? { email: contact.email } : {}) });
  await fillStep(page, { terms: true, personalData: true });
  const presence = page.locator('[name="insuredInMoldova"]');
  if (await presence.count()) await presence.check();
  await next(page);
  await waitForStep(page, 'pay');
}

type PayWith = 'card' | 'card-3ds' | 'card-declined' | 'online' | 'mobile';

/** Pays at the sandbox's hosted page and comes back to the order page. */
async function pay(page: Page, how: PayWith): Promise<void> {
  const provider = how === 'card-3ds' || how === 'card-declined' ? 'card' : how;
  await page.locator(`[name="provider"][value="${provider}"]`).check();
  if (how === 'mobile') {
    const popup = page.waitForEvent('popup');
    await page.getByTestId('pay-submit').click();
    const window = await popup;
    await window.waitForLoadState();
    // The QR page: the customer confirms in the banking app (the sandbox simulates it).
    await window.locator('form[action$="/simulate"] button').click();
    // The success window speaks the order's language: "Transaction is OK / Please close this window".
    const language = /^\/(ru|en)(\/|$)/.exec(new URL(page.url()).pathname)?.[1] as 'ru' | 'en' | undefined;
    const texts = MOBILE_WINDOW[language ?? 'ro'];
    const complete = window.getByTestId('payment-complete');
    await complete.getByRole('heading', { name: texts.ok }).waitFor();
    await complete.getByText(texts.close, { exact: true }).waitFor();
    // The button closes the window: Playwright's click may find the page gone before it returns
    // (seen in CI), which is the button doing its job; the window must then be closed.
    const closed = window.waitForEvent('close');
    await complete
      .getByRole('button', { name: texts.button })
      .click()
      .catch((error: Error) => {
        if (!window.isClosed()) throw error;
      });
    await closed;
    await page.waitForURL(/\/order\?order=/);
    return;
  }
  await page.getByTestId('pay-submit').click();
  if (provider === 'card') {
    await page.locator('#cardNumber').waitFor();
    const cards = { 'card-3ds': '4000 0000 0000 3220', 'card-declined': '4000 0000 0000 0002' } as const;
    await page.locator('#cardNumber').fill(how in cards ? cards[how as keyof typeof cards] : '4111 1111 1111 1111');
    await page.locator('#expiry').fill('12/30');
    await page.locator('#cvc').fill('123');
    await page.locator('form button[type="submit"]').click();
    if (how === 'card-3ds') await page.locator('button[value="confirm"]').click();
  } else {
    await page.locator('button[name="action"][value="pay"]').click();
    // The provider's page links back to the order; it may have sent the browser there already.
    const back = page.locator('a[href*="/order?order="]:not(.lang__link)');
    if (await back.count()) await back.click();
  }
  await page.waitForURL(/\/order\?order=/, { timeout: 30_000 });
}

/**
 * What an operator does for a vignette: signs in (the sandbox identity provider's support user)
 * and records the number bought in the state's portal through the console API.
 */
async function issueByHand(browser: Browser, baseUrl: string, orderId: string, number: string): Promise<void> {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await staff.goto(`${baseUrl}/auth`);
  await staff.getByRole('link', { name: 'Continuați cu Google' }).click();
  await staff.getByRole('button', { name: /Ana Suport/ }).click();
  await staff.waitForURL(`${baseUrl}/my-account`);
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'asg_csrf')?.value ?? '';
  const request = JSON.stringify({ number, reason: 'bought in the partner portal (browser test)' });
  // A string (this file is compiled without the DOM's types), run with the page's session.
  const status = await staff.evaluate<number>(
    `fetch(${JSON.stringify(`/api/console/orders/${orderId}/manual-issuance`)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': ${JSON.stringify(decodeURIComponent(csrf))} },
      body: ${JSON.stringify(request)},
    }).then((response) => response.status)`,
  );
  expect(status).toBe(200);
  await context.close();
}

/** Downloads one of the order page's documents by its kind. */
async function downloadDocument(page: Page, kind: string): Promise<{ name: string; bytes: Buffer }> {
  const link = page.getByTestId(`document-${kind}`);
  await link.waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

/** Waits until the order page shows the documents, and downloads the policy (a signed PDF). */
async function downloadPolicy(page: Page, timeoutMs = 240_000): Promise<Buffer> {
  await page.locator('[data-status="completed"]').waitFor({ timeout: timeoutMs });
  return (await downloadDocument(page, 'policy')).bytes;
}

/** Creates a draft in the page's own session (as the silent draft saving does), answering its id. */
async function draftInPage(page: Page, type: string): Promise<string> {
  // The server-rendered page sets no cookie: a first API answer gives the session its CSRF token
  // (as the storefront's own client does before its first change).
  await page.evaluate(`fetch('/api/health', { credentials: 'same-origin' })`);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'asg_csrf')?.value ?? '';
  const body = JSON.stringify({ data: { items: [{ type, details: {} }] } });
  // A string (this file is compiled without the DOM's types), run with the page's session.
  return page.evaluate<string>(
    `fetch('/api/functions/createorupdatepreorder', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': ${JSON.stringify(decodeURIComponent(csrf))} },
      body: ${JSON.stringify(body)},
    }).then((response) => response.json()).then((answer) => answer.result.id)`,
  );
}

/** What the page's own session reads of an order (GET /api/orders/:id). */
function orderInPage(
  page: Page,
  id: string,
): Promise<{ items: { details: Record<string, unknown> }[]; seller: string | null }> {
  // A refusal throws with its status and body, so a wait on it says why it did not pass.
  return page.evaluate(
    `fetch('/api/orders/${id}').then(async (response) => {
      const text = await response.text();
      if (!response.ok) throw new Error('GET /api/orders/${id}: ' + response.status + ' ' + text.slice(0, 300));
      return JSON.parse(text);
    })`,
  );
}

/*
 * A new customer buying from the home page to the downloaded documents, in Chromium against the
 * whole product (sandbox insurers, payment providers, registries; API; worker).
 */

// Sandbox registry fixtures: vehicles with their owners' codes, a property in the cadastre.
const CAR = { certificate: '915030299', owner: '2004787371520' };
const CAR_WITH_POLICY = { certificate: '662642156', owner: '2002636966187' };
const FIRST_POLICY_CAR = { certificate: '203674459', owner: '2004494021608' };
const ELECTRIC_CAR = { certificate: '137714138', owner: '2002239844811' };
const CNG_CAR = { certificate: '828377702', owner: '2004224284583' };
const DEALER_CAR = { certificate: '675544010', owner: '2004492596069' };
const PROPERTY = '0100415.123.01';

/** A purchase: offers, payment, issuing (about a minute) and documents. */
const PURCHASE_MS = 300_000;
/** A vignette is issued in about three minutes. */
const VIGNETTE_MS = 420_000;

describe('storefront: buying as a new customer', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** The transaction of an order's latest online payment, as the provider's receipt prints it. */
  const onlineTransactionOf = async (orderId: string): Promise<string> => {
    const db = new Client({ connectionString: stack.database.url });
    await db.connect();
    try {
      const { rows } = await db.query(
        `select provider_payment_id from payments where order_id = $1 and provider = 'online' order by created_at desc limit 1`,
        [orderId],
      );
      const response = await fetch(
        `${stack.sandboxUrl}/payments/control/payments/online/${rows[0].provider_payment_id}`,
      );
      const { transactionId } = (await response.json()) as { transactionId: string | null };
      if (!transactionId) throw new Error('the online payment is not settled');
      return transactionId;
    } finally {
      await db.end();
    }
  };

  const open = async (path: string, width = 1280): Promise<Page> => {
    const page = await newPage(browser, width);
    await page.goto(`${stack.baseUrl}${path}`);
    return page;
  };

  it('shows the home page with a card per insurance, promotions and from-prices', async () => {
    const page = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${stack.baseUrl}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Asigurări');
    await page.getByText('Simplu. Rapid. Online.').waitFor();
    // One card per product line of the catalogue sold on its own, each with its name and subtitle.
    const sold = CATALOGUE.filter((product) => !isAddonOnly(product.type));
    await expect(page.locator('.product-card').count()).resolves.toBe(sold.length);
    for (const product of sold) {
      const card = page.locator(`.product-card[data-product="${product.type}"]`);
      await expect(card.locator('.product-card__name').textContent()).resolves.toBe(product.name.ro);
      await expect(card.locator('.product-card__subtitle').textContent()).resolves.toBe(product.subtitle.ro);
    }
    await page.getByRole('heading', { name: 'Promoții' }).waitFor();
    await page.getByTestId('from-price-europe').getByText(/lei/).waitFor();
    await page.getByTestId('from-price-ukraine').getByText(/lei/).waitFor();
    await page.getByTestId('rate-EUR').waitFor();
    await shoot(page, 'home');
    // The server sent the whole page: the app loads when the visitor shows intent (the pointer moves).
    expect(scripts.filter((path) => !path.includes('/assets/boot-'))).toEqual([]);
    await page.mouse.move(200, 200);
    await waitFor(async () => (await analyticsOf(page)).includes('page_view'), { description: 'the page view' });
    // The first answers (rates, session) come with contracts of their own: the order contracts,
    // which bring the catalogue's rules and every language's shared messages, stay unloaded
    // (what the bundle budget counts on).
    await waitFor(() => scripts.some((path) => path.includes('/assets/contracts-')), { description: 'the contracts' });
    expect(scripts.filter((path) => path.includes('/assets/order-contracts-'))).toEqual([]);
    // A popular destination opens the travel form on its trip: the zone and 15 days.
    await page.getByTestId('destination-ukraine').click();
    await page.waitForURL(`${stack.baseUrl}/medical?destination=ukraine`);
    await expect(page.locator('[name="regions"][value="neighbours"]').isChecked()).resolves.toBe(true);
    await expect(page.locator('[name="startDate"]').inputValue()).resolves.toBe(dayFromToday(1));
    await expect(page.locator('[name="endDate"]').inputValue()).resolves.toBe(dayFromToday(15));
    await expect(page.locator('[name="amount"][value="10000"]').isChecked()).resolves.toBe(true);
    await page.close();
  });

  it('turns the navbar white after 20 px of scrolling on a narrow screen', async () => {
    const page = await open('/', 390);
    await page.locator('.navbar').waitFor();
    const background = () =>
      page.evaluate<string>(`getComputedStyle(document.querySelector('.navbar')).backgroundColor`);
    await expect(background()).resolves.toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 400);
    await waitFor(async () => (await page.evaluate<number>('window.scrollY')) > 20, { description: 'the scroll' });
    await page.locator('.navbar--scrolled').waitFor();
    // The colour fades in (a short transition): wait until it is fully white.
    await waitFor(async () => (await background()) === 'rgb(255, 255, 255)', { description: 'a white navbar' });
    await page.close();
  });

  it('fits a 360 px screen and works with the keyboard and a screen reader', async () => {
    const page = await open('/', 360);
    for (const path of [
      '/',
      '/rca',
      '/medical',
      '/blog',
      '/contact',
      '/auth',
      '/my-account',
      '/terms-of-services',
      '/ru/osago',
    ]) {
      await page.goto(`${stack.baseUrl}${path}`);
      await page.locator('main h1').first().waitFor();
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
      // Every form control is named by a label (or an aria-label) that screen readers announce.
      const unnamed = await page.evaluate<string[]>(
        `[...document.querySelectorAll('input, select, textarea')]
          .filter((element) => element.type !== 'hidden' && !(element.labels && element.labels.length) && !element.getAttribute('aria-label'))
          .map((element) => element.name)`,
      );
      expect({ path, unnamed }).toEqual({ path, unnamed: [] });
    }
    // The first Tab reaches the skip link, which moves the focus to the page's content.
    await page.goto(`${stack.baseUrl}/contact`);
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Tab');
    await expect(page.evaluate<string>('document.activeElement.textContent')).resolves.toBe('Salt la conținut');
    await page.keyboard.press('Enter');
    await waitFor(async () => (await page.evaluate<string>('document.activeElement.id')) === 'main', {
      description: 'the focus on the content',
    });
    // Focus is visible: a focused field draws an outline or a ring.
    await page.locator('[name="name"]').focus();
    const ring = await page.evaluate<string>('getComputedStyle(document.activeElement).boxShadow');
    expect(ring).not.toBe('none');
    // On an order step opened directly too: the focus moves to a step's title on later steps only.
    await page.goto(`${stack.baseUrl}/rca?step=insurance-details`);
    await page.locator('#step-title').waitFor();
    await page.keyboard.press('Tab');
    await expect(page.evaluate<string>('document.activeElement.textContent')).resolves.toBe('Salt la conținut');
    await page.close();
  });

  it('keeps the page when switching language', async () => {
    const page = await open('/rca?step=vehicle');
    await page.locator('.lang__link[hreflang="en"]').click();
    await page.waitForURL(`${stack.baseUrl}/en/mtpl?step=vehicle`);
    await page.getByRole('heading', { level: 1, name: 'MTPL' }).waitFor();
    await page.locator('.lang__link[hreflang="ru"]').click();
    await page.waitForURL(`${stack.baseUrl}/ru/osago?step=vehicle`);
    await page.getByRole('heading', { level: 1, name: 'ОСАГО' }).waitFor();
    await page.close();
  });

  it('explains bad input inline, in the page’s language', async () => {
    const page = await open('/rca');
    await next(page);
    await page.getByText('Introduceți numărul certificatului de înmatriculare').waitFor();
    await page.getByText('Verificați câmpurile marcate.').waitFor();
    await fillStep(page, { 'vehicle.certificateNumber': '12AB' });
    await next(page);
    await page.getByText('Numărul certificatului de înmatriculare nu este valid').waitFor();
    await expect(page.locator('[name="vehicle.certificateNumber"]').getAttribute('aria-invalid')).resolves.toBe('true');
    // The same mistakes on the English page are explained in English.
    const english = await open('/en/mtpl');
    await fillStep(english, { 'vehicle.certificateNumber': '12AB' });
    await next(english);
    await english.getByText('The registration certificate number is not valid').waitFor();
    await english.getByText('Check the highlighted fields.').waitFor();
    // A personal code with a wrong check digit is refused on the contractor's screen.
    await fillRca(english, { certificate: CAR.certificate, owner: '2004787371521' }, '365');
    await english.locator('.field__error', { hasText: 'IDNP' }).waitFor();
    await page.close();
    await english.close();
  });

  it(
    'carries a partner’s referral into the order, with the partner’s payment methods; ignores a forged one',
    async () => {
      const dealer = 'auto-centru';
      const inAWeek = new Date(Date.now() + 7 * 86_400_000);
      const referral = partnerReferral(dealer, inAWeek);
      const page = await newPage(browser);
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      // The dealer's site links its customer to the RCA page.
      await page.goto(`${stack.baseUrl}/rca?referral=${encodeURIComponent(referral)}`);
      await page.locator('[name="vehicle.certificateNumber"]').waitFor();
      // Kept for the visit, then out of the address bar: a shared address does not share it…
      expect(page.url()).toBe(`${stack.baseUrl}/rca`);
      // …and a reload before any order exists keeps it.
      await page.reload();
      await fillRca(page, DEALER_CAR, '365');
      await chooseCheapestOffer(page);
      await confirm(page, { phone: '069444555' });
      const order = new URL(page.url()).searchParams.get('order')!;
      await expect(orderInPage(page, order)).resolves.toMatchObject({ seller: dealer });
      // The dealer takes cards only (its bank transfer is for companies): no online or app payment.
      const methods = page.locator('[name="provider"]');
      await methods.first().waitFor();
      const offered = await Promise.all((await methods.all()).map((method) => method.getAttribute('value')));
      expect(offered).toEqual(['card']);
      expect(page.url()).not.toContain('referral');
      expect(logged.filter((line) => line.includes(referral.split('.')[2]))).toEqual([]);
      await page.close();

      // A forged referral (the dealer's name, a made-up signature): the API refuses it, the order
      // is the marketplace's, and the customer sees nothing of it.
      const forged = await newPage(browser);
      await forged.goto(`${stack.baseUrl}/rca?referral=${dealer}.${Math.floor(inAWeek.getTime() / 1000)}.forged`);
      await fillStep(forged, {
        'vehicle.certificateNumber': DEALER_CAR.certificate,
        operatingMode: 'normal',
        ownership: 'property',
      });
      await forged.waitForURL(/\/rca\?order=/);
      const marketplace = new URL(forged.url()).searchParams.get('order')!;
      await expect(orderInPage(forged, marketplace)).resolves.toMatchObject({ seller: null });
      await next(forged);
      await waitForStep(forged, 'insurance-details');
      await expect(forged.locator('.notice--error').count()).resolves.toBe(0);
      await forged.close();
    },
    PURCHASE_MS,
  );

  it(
    'buys an RCA in Romanian, from the home page to the signed policy',
    async () => {
      const page = await open('/');
      await page.locator('.product-card[data-product="rca"]').click();
      await page.waitForURL(`${stack.baseUrl}/rca`);
      await fillStep(page, {
        'vehicle.certificateNumber': CAR.certificate,
        operatingMode: 'normal',
        ownership: 'property',
      });
      await shoot(page, 'order-step');
      await next(page);
      await waitForStep(page, 'insurance-details');
      // Back and forward keep what was typed.
      await page.goBack();
      await expect(page.locator('[name="vehicle.certificateNumber"]').inputValue()).resolves.toBe(CAR.certificate);
      await page.goForward();
      await waitForStep(page, 'insurance-details');
      await fillStep(page, { contractType: 'unlimited', insuranceValidity: '365', startDate: dayFromToday(1) });
      await next(page);
      await waitForStep(page, 'contractor');
      // A reload in a fresh tab state restores the form from the draft saved silently on the server.
      // The draft is made a moment after the last keystroke, so the address may not name it yet.
      await page.waitForURL(/[?&]order=/);
      const draft = new URL(page.url()).searchParams.get('order')!;
      await waitFor(async () => (await orderInPage(page, draft)).items[0]?.details.startDate === dayFromToday(1), {
        description: 'the silent draft saving',
      });
      await page.evaluate('sessionStorage.clear()');
      await page.reload();
      await waitForStep(page, 'contractor');
      await page.getByRole('button', { name: 'Înapoi', exact: true }).click();
      await waitForStep(page, 'insurance-details');
      await expect(page.locator('[name="insuranceValidity"]').inputValue()).resolves.toBe('365');
      await expect(page.locator('[name="startDate"]').inputValue()).resolves.toBe(dayFromToday(1));
      await page.getByRole('button', { name: 'Înapoi', exact: true }).click();
      await waitForStep(page, 'vehicle');
      await expect(page.locator('[name="vehicle.certificateNumber"]').inputValue()).resolves.toBe(CAR.certificate);
      await next(page);
      await waitForStep(page, 'insurance-details');
      await next(page);
      await waitForStep(page, 'contractor');
      await fillStep(page, { 'contractor.contractorType': 'individual', 'contractor.idnp': CAR.owner });
      await next(page);
      await waitForStep(page, 'offers');
      await page.getByTestId('offer').first().waitFor({ timeout: 60_000 });
      await shoot(page, 'offers');
      await chooseCheapestOffer(page);
      await confirm(page, { phone: '069123456', email: 'ion.rotaru@example.md' });
      await pay(page, 'card');
      await page.locator('.progress').waitFor();
      await shoot(page, 'issuing');
      const pdf = await downloadPolicy(page);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // The wallet pass: an Apple Wallet .pkpass, a zip archive.
      const pass = await downloadDocument(page, 'wallet_pass');
      expect(pass.name).toMatch(/\.pkpass$/);
      expect(pass.bytes.subarray(0, 2).toString()).toBe('PK');
      await shoot(page, 'issuing-completed');
      const events = await analyticsOf(page);
      expect(events).toContain('purchase');
      await page.close();
    },
    PURCHASE_MS,
  );

  it(
    'buys a Green Card in Romanian, paying online',
    async () => {
      const page = await open('/');
      await page.locator('.product-card[data-product="green-card"]').click();
      await fillStep(page, { 'vehicle.certificateNumber': CAR_WITH_POLICY.certificate, vehicleClass: 'A' });
      await next(page);
      await waitForStep(page, 'policy-details');
      await fillStep(page, { zone: 'CA', insuranceValidity: '15', startDate: dayFromToday(2) });
      await next(page);
      await waitForStep(page, 'contractor');
      await fillStep(page, { 'contractor.contractorType': 'individual', 'contractor.idnp': CAR_WITH_POLICY.owner });
      await next(page);
      await chooseCheapestOffer(page);
      await confirm(page, { phone: '+37369111222' });
      await pay(page, 'online');
      const pdf = await downloadPolicy(page);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await page.close();
    },
    PURCHASE_MS,
  );

  it(
    'buys travel medical insurance in Romanian, paying in the banking app',
    async () => {
      const page = await open('/');
      await page.locator('.product-card[data-product="medical"]').click();
      await fillStep(page, {
        travelType: 'single',
        regions: ['europe'],
        startDate: dayFromToday(3),
        endDate: dayFromToday(17),
        tripPurpose: 'TRVL',
        amount: '30000',
      });
      await next(page);
      await waitForStep(page, 'persons');
      await fillStep(page, {
        'persons.0.firstName': 'Maria',
        'persons.0.lastName': 'Ciobanu',
        'persons.0.birthday': '14.05.1988',
        'persons.0.idnp': idnp('200400000011'),
        'persons.0.passportNumber': 'AB1234567',
      });
      await next(page);
      await waitForStep(page, 'contractor');
      await fillStep(page, {
        'contractor.contractorType': 'individual',
        'contractor.idnp': idnp('200400000011'),
        'contractor.firstName': 'Maria',
        'contractor.lastName': 'Ciobanu',
        'contractor.birthday': '14.05.1988',
      });
      await next(page);
      await chooseCheapestOffer(page);
      await confirm(page, { phone: '068555444', email: 'maria@example.md' });
      await pay(page, 'mobile');
      const pdf = await downloadPolicy(page);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await page.close();
    },
    PURCHASE_MS,
  );

  it(
    'buys mortgage property insurance in Romanian, paying by card with 3-D Secure',
    async () => {
      const page = await open('/');
      await page.locator('.product-card[data-product="real-estate"]').click();
      await page.waitForURL(`${stack.baseUrl}/ipoteca`);
      await fillStep(page, { realEstateType: 'rooms', cadastralCode: PROPERTY, insuredValue: 'MV' });
      await fillStep(page, { marketValue: '1200000' });
      await next(page);
      await waitForStep(page, 'insurance-details');
      await fillStep(page, { beneficiary: 'MAIB', insuranceValidity: '365', startDate: dayFromToday(1) });
      await next(page);
      await waitForStep(page, 'contractor');
      await fillStep(page, {
        'contractor.contractorType': 'individual',
        'contractor.idnp': idnp('200400000022'),
        'contractor.firstName': 'Andrei',
        'contractor.lastName': 'Popescu',
        'contractor.birthday': '02.02.1980',
      });
      await next(page);
      await chooseCheapestOffer(page);
      await confirm(page, { phone: '079000111' });
      await pay(page, 'card-3ds');
      const pdf = await downloadPolicy(page);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await page.close();
    },
    PURCHASE_MS,
  );

  /** Fills the Romanian vignette's steps (a 30-day vignette from tomorrow), up to the offers. */
  async function fillRovinieta(page: Page): Promise<void> {
    await page.locator('.product-card[data-product="vignette:ro"]').click();
    await page.waitForURL(`${stack.baseUrl}/rovinieta`);
    await fillStep(page, { registrationCountry: 'MD' });
    await fillStep(page, {
      certificateNumber: CAR.certificate,
      plateNumber: 'CBA 123',
      vehicleCategory: 'A',
      vinCode: 'WVWZZZ1JZXW000001',
    });
    await next(page);
    await waitForStep(page, 'policy-details');
    await fillStep(page, { validity: { index: 2 }, vignetteStartDate: dayFromToday(1), driverFullName: 'Ion Rusu' });
    await next(page);
  }

  /** A money amount as the page writes it ("192,77 lei"), as a number of bani. */
  const bani = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

  it(
    'buys a Romanian vignette in Romanian, seeing the state price, the service fee and the total before paying',
    async () => {
      const page = await open('/');
      await fillRovinieta(page);
      // On the offer: the state price in lei with its rate, the service fee, the total charged.
      await waitForStep(page, 'offers');
      const offer = page.getByTestId('offer').first();
      await offer.getByTestId('charges-fee').waitFor({ timeout: 60_000 });
      const [premium, fee, total] = await Promise.all(
        ['charges-premium', 'charges-fee', 'charges-total'].map((id) => offer.getByTestId(id).innerText()),
      );
      expect(bani(premium) + bani(fee)).toBe(bani(total));
      expect(bani(fee)).toBeGreaterThanOrEqual(1000);
      expect(await offer.getByTestId('charges').innerText()).toMatch(/EUR|€/);
      expect(bani(await offer.getByTestId('offer-price').innerText())).toBe(bani(total));
      await chooseCheapestOffer(page);
      // And again before paying, with the same lines.
      const summary = page.locator('.summary');
      expect(bani(await summary.getByTestId('charges-fee').innerText())).toBe(bani(fee));
      expect(bani(await summary.getByTestId('charges-total').innerText())).toBe(bani(total));
      expect(bani(await page.getByTestId('confirm-price').innerText())).toBe(bani(total));
      await confirm(page, { phone: '069777888' });
      await pay(page, 'card');
      // The state's system issues it through its API: the documents come within seconds.
      const pdf = await downloadPolicy(page, 120_000);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await page.close();
    },
    VIGNETTE_MS,
  );

  it(
    'says a person issues the vignette, and by when, while the state’s system is down; staff issue it',
    async () => {
      const setIssuer = (mode: 'up' | 'down') =>
        fetch(`${stack.sandboxUrl}/admin/issuers/e-rovinieta`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mode }),
        });
      const page = await open('/');
      await fillRovinieta(page);
      await chooseCheapestOffer(page);
      await confirm(page, { phone: '069777889' });
      expect((await setIssuer('down')).status).toBe(200);
      try {
        await pay(page, 'card');
        await page.locator('[data-status="processing"]').waitFor({ timeout: 60_000 });
        // Half an hour during operator hours, else the next morning: either way the time is named.
        await page
          .getByTestId('issuing-status')
          .getByText(/un operator al nostru.* până la \d{2}:\d{2}\.$/)
          .waitFor({ timeout: 60_000 });
      } finally {
        await setIssuer('up');
      }
      await issueByHand(browser, stack.baseUrl, new URL(page.url()).searchParams.get('order')!, 'RO2611ABC123');
      const pdf = await downloadPolicy(page, 240_000);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // A vignette is a certificate from its issuer, not an insurer's policy.
      await page.getByText('Certificatul de vinietă nr. RO2611ABC123').waitFor();
      await page.getByText(/ · Emitent: CNAIR/).waitFor();
      await expect(page.locator('main').innerText()).resolves.not.toMatch(/poliț|asigurător/i);
      await page.close();
    },
    VIGNETTE_MS,
  );

  it(
    'buys an RCA in Russian',
    async () => {
      const page = await open('/ru');
      await page.getByRole('heading', { level: 1, name: 'Страхование' }).waitFor();
      await page.locator('.product-card[data-product="rca"]').click();
      await page.waitForURL(`${stack.baseUrl}/ru/osago`);
      await fillRca(page, FIRST_POLICY_CAR, '180');
      await chooseCheapestOffer(page);
      await page.getByText('Подтвердите заказ').waitFor();
      await confirm(page, { phone: '069123457' });
      await pay(page, 'card');
      await page.getByText('Полис создан у страховщика', { exact: true }).waitFor();
      const pdf = await downloadPolicy(page);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await page.close();
    },
    PURCHASE_MS,
  );

  it(
    'buys travel insurance in English',
    async () => {
      const page = await open('/en');
      await page.getByText('Easy. Fast. Online.').waitFor();
      await page.locator('.product-card[data-product="medical"]').click();
      await page.waitForURL(`${stack.baseUrl}/en/travel`);
      await fillStep(page, {
        travelType: 'single',
        regions: ['neighbours'],
        startDate: dayFromToday(2),
        endDate: dayFromToday(9),
        tripPurpose: 'BIZZ',
        amount: '10000',
      });
      await next(page);
      await waitForStep(page, 'persons');
      await fillStep(page, {
        'persons.0.firstName': 'John',
        'persons.0.lastName': 'Smith',
        'persons.0.birthday': '01.09.1990',
        'persons.0.idnp': idnp('200400000033'),
        'persons.0.passportNumber': 'P1234567',
      });
      await next(page);
      await waitForStep(page, 'contractor');
      await fillStep(page, {
        'contractor.contractorType': 'individual',
        'contractor.idnp': idnp('200400000033'),
        'contractor.firstName': 'John',
        'contractor.lastName': 'Smith',
        'contractor.birthday': '01.09.1990',
      });
      await next(page);
      await chooseCheapestOffer(page);
      await page.getByText('Confirm the order').waitFor();
      await confirm(page, { phone: '+40712345678', email: 'john@example.com' });
      await pay(page, 'mobile');
      await page.locator('.progress__step--done', { hasText: 'Documents issued' }).waitFor({ timeout: 240_000 });
      const pdf = await downloadPolicy(page);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await page.close();
    },
    PURCHASE_MS,
  );

  it(
    'says so when the bank declines the card or the bill paid at a terminal, and takes the payment again',
    async () => {
      const page = await open('/rca');
      await fillRca(page, CNG_CAR, '90');
      await chooseCheapestOffer(page);
      await confirm(page, { phone: '060111222' });
      await pay(page, 'card-declined');
      await page.getByTestId('payment-declined').getByText('Tranzacția a fost respinsă. Încercați din nou.').waitFor();
      await expect(page.locator('[data-status]').getAttribute('data-status')).resolves.toBe('unpaid');

      // A bill to pay at a terminal (the online provider), whose number the customer types in.
      const orderPage = page.url();
      const orderId = new URL(orderPage).searchParams.get('order')!;
      await page.locator('[name="provider"][value="online"]').check();
      await page.getByTestId('pay-submit').click();
      const cancel = page.locator('button[name="action"][value="cancel"]');
      await cancel.waitFor();
      const billPage = page.url();
      await page.goto(orderPage);
      const bill = page.getByTestId('bill-outcome');
      const confirmBill = async (number: string) => {
        await fillStep(page, { billNumber: number });
        await page.getByRole('button', { name: 'Confirmați plata' }).click();
      };
      // Not paid yet: the provider has not settled the bill.
      await confirmBill('0000000000');
      await bill.getByText('Furnizorul nu a confirmat încă această plată.').waitFor();
      // The terminal refuses it: payorder answers "declined" (200), the form says so.
      await page.goto(billPage);
      await cancel.click();
      await page.waitForURL(/\/order\?order=/);
      const transaction = await onlineTransactionOf(orderId);
      await confirmBill(transaction);
      await bill.getByRole('alert').getByText('Tranzacția a fost respinsă. Încercați din nou.').waitFor();
      await expect(page.locator('[data-status]').getAttribute('data-status')).resolves.toBe('unpaid');
      await pay(page, 'card');
      const pdf = await downloadPolicy(page);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await page.close();
    },
    PURCHASE_MS,
  );

  it(
    'says so when no insurer makes an offer, on an insurer’s own page',
    async () => {
      const page = await open('/medical/grawe');
      await fillStep(page, {
        travelType: 'single',
        regions: ['europe'],
        startDate: dayFromToday(3),
        endDate: dayFromToday(10),
        tripPurpose: 'TRVL',
        amount: '30000',
      });
      await next(page);
      await waitForStep(page, 'persons');
      // Nobody insures a 90-year-old traveller (the oldest age covered is 81).
      await fillStep(page, {
        'persons.0.firstName': 'Vasile',
        'persons.0.lastName': 'Bătrînu',
        'persons.0.birthday': '01.01.1936',
        'persons.0.idnp': idnp('200400000044'),
        'persons.0.passportNumber': 'AB7654321',
      });
      await next(page);
      await waitForStep(page, 'contractor');
      await fillStep(page, {
        'contractor.contractorType': 'individual',
        'contractor.idnp': idnp('200400000055'),
        'contractor.firstName': 'Ana',
        'contractor.lastName': 'Bătrînu',
        'contractor.birthday': '01.01.1975',
      });
      await next(page);
      await waitForStep(page, 'offers');
      await page.getByTestId('no-offers').getByText('Nu am găsit oferte pentru opțiunile selectate').waitFor({
        timeout: 60_000,
      });
      // The whole flow stayed on the insurer's page, which shows that insurer's offers only.
      expect(new URL(page.url()).pathname).toBe('/medical/grawe');
      await page.getByText('Vedeți doar oferta Grawe Carat Asigurări S.A. pe această pagină.').waitFor();
      await page.close();
    },
    PURCHASE_MS,
  );

  it(
    'signs in, finds the policy in My account, renews it, orders express and resumes a draft',
    async () => {
      const page = await open('/rca');
      // Bought before signing in: signing in brings the session's orders into the account.
      await fillRca(page, ELECTRIC_CAR, '365');
      await chooseCheapestOffer(page);
      await confirm(page, { phone: '069222333', email: 'ion.popescu@example.com' });
      await pay(page, 'card');
      await page.locator('[data-status="completed"]').waitFor({ timeout: 120_000 });
      const bought = new URL(page.url()).searchParams.get('order')!;

      await page.goto(`${stack.baseUrl}/auth`);
      await page.getByRole('link', { name: 'Continuați cu Google' }).click();
      await page.getByRole('button', { name: /Ion Popescu/ }).click();
      await page.waitForURL(`${stack.baseUrl}/my-account`);
      await page.getByText('Bună, Ion Popescu').waitFor();
      const row = page.getByTestId('account-order').filter({ hasText: ELECTRIC_CAR.certificate }).first();
      await row.getByText('Activă').waitFor();
      await expect(page.locator('.navbar').count()).resolves.toBe(0);
      await shoot(page, 'my-account');

      // Renewing starts a new RCA order with the vehicle and contractor already filled in.
      await row.getByRole('link', { name: 'Reînnoiți' }).click();
      await page.waitForURL(/\/rca\?order=/);
      expect(new URL(page.url()).searchParams.get('order')).not.toBe(bought);
      await waitFor(
        async () =>
          (await page.locator('[name="vehicle.certificateNumber"]').inputValue()) === ELECTRIC_CAR.certificate,
        {
          description: 'the vehicle filled in',
        },
      );

      // The renewal e-mail opened on another device (no session): with the order link's token the
      // form is filled in the same way, and the token leaves the address; without it, a notice.
      const device = await browser.newContext({ viewport: { width: 390, height: 900 } });
      const phone = await device.newPage();
      await phone.goto(`${stack.baseUrl}/rca?from=${bought}`);
      await phone.getByTestId('renewal-failed').getByText('Nu am putut deschide comanda anterioară').waitFor();
      await expect(phone.locator('[name="vehicle.certificateNumber"]').inputValue()).resolves.toBe('');
      const token = encodeURIComponent(orderLinkToken(bought, SESSION_SECRET));
      await phone.goto(`${stack.baseUrl}/rca?from=${bought}&t=${token}`);
      await phone.waitForURL(/\/rca\?order=/);
      expect(phone.url()).not.toContain('t=');
      await waitFor(
        async () =>
          (await phone.locator('[name="vehicle.certificateNumber"]').inputValue()) === ELECTRIC_CAR.certificate,
        { description: 'the vehicle filled in on the other device' },
      );
      await expect(phone.getByTestId('renewal-failed').count()).resolves.toBe(0);
      await device.close();

      // The express order offers the vehicles of earlier orders on the first screen.
      await page.goto(`${stack.baseUrl}/green-card`);
      await page.getByTestId('express-vehicle').first().click();
      await waitFor(
        async () =>
          (await page.locator('[name="vehicle.certificateNumber"]').inputValue()) === ELECTRIC_CAR.certificate,
        {
          description: 'the vehicle filled in',
        },
      );
      await waitFor(async () => (await analyticsOf(page)).includes('express_order'), { description: 'express_order' });
      // The navbar shows the signed-in customer: avatar and e-mail, linking to the account.
      const user = page.getByTestId('navbar-user');
      await user.getByText('ion.popescu@example.com').waitFor();
      await expect(user.locator('img.avatar').getAttribute('src')).resolves.toBeTruthy();
      await expect(user.getAttribute('href')).resolves.toBe('/my-account');
      // Typing saved a draft silently. While it is being filled (a reload of its form included, all
      // requests answered), no banner asks to pay for it…
      await page.waitForURL(/order=/);
      const draft = new URL(page.url()).searchParams.get('order');
      await waitFor(async () => (await orderInPage(page, draft!)).items[0]?.details.vehicle !== undefined, {
        description: 'the silent draft saving',
      });
      await page.reload({ waitUntil: 'networkidle' });
      await page.locator('.flow').waitFor();
      await expect(page.locator('.resume').count()).resolves.toBe(0);
      // …away from it, the banner brings the customer back.
      await page.goto(`${stack.baseUrl}/`);
      await page.getByText('Aveți o comandă neachitată. Plătiți comanda înainte să expire.').waitFor();
      await page.getByRole('link', { name: 'Spre comandă' }).click();
      await page.waitForURL(`${stack.baseUrl}/order?order=${draft}`);
      await page.getByTestId('order-title').getByText('Comandă creată').waitFor();
      await page.close();
    },
    PURCHASE_MS,
  );

  it('asks an anonymous visitor of My account to sign in, without navbar and footer', async () => {
    const page = await open('/my-account');
    await page.getByRole('heading', { level: 1, name: 'Contul meu' }).waitFor();
    await page.getByText('Intrați în cont pentru a vedea asigurările dumneavoastră.').waitFor();
    await expect(page.locator('.navbar').count()).resolves.toBe(0);
    await expect(page.locator('.footer').count()).resolves.toBe(0);
    await page.close();
  });

  it('sends the contact form and says so, with the support phone and e-mail shown', async () => {
    const page = await open('/contact');
    await page.getByTestId('support-phone').getByText(SUPPORT_PHONE).waitFor();
    await page.getByTestId('support-email').getByText(SUPPORT_EMAIL).waitFor();
    await fillStep(page, {
      name: 'Elena Rusu',
      email: 'elena.rusu@example.md',
      message: 'Bună ziua! Pot plăti polița RCA în rate?',
    });
    await page.getByRole('button', { name: 'Trimiteți mesajul' }).click();
    await page.getByRole('status').getByText(t('ro', 'errors.contact-form-sent')).waitFor();
    await expect(page.locator('[name="message"]').inputValue()).resolves.toBe('');
    await page.close();
  });

  it('shows every failure with the spec’s message and the support contact, and the expected time', async () => {
    const db = new Client({ connectionString: stack.database.url });
    await db.connect();
    const page = await open('/');
    await page.getByTestId('rate-EUR').waitFor();
    const support = async () => {
      await page.locator('.support').getByText(SUPPORT_PHONE).waitFor();
      await page.locator('.support').getByText(SUPPORT_EMAIL).waitFor();
    };
    try {
      // Orders of this page's session put straight into each status (reaching them takes minutes),
      // priced as any order past the draft is.
      const failures: Partial<Record<OrderStatus, [title: string, message: RegExp]>> = {
        failed: ['Nu am putut emite polița', /Asigurătorul nu a putut emite polița\./],
        expired: ['Comanda a expirat', /Comanda nu a fost achitată la timp și a expirat\./],
        refunded: ['Plata a fost returnată', /Plata a fost anulată și banii au fost returnați/],
        canceled: ['Comanda a fost anulată', /Comanda a fost anulată și nu va fi emisă nicio poliță\./],
      };
      for (const [status, [title, message]] of Object.entries(failures)) {
        const id = await draftInPage(page, 'rca');
        await db.query(`update orders set status = $2, price_minor = 122900, price_currency = 'MDL' where id = $1`, [
          id,
          status,
        ]);
        await page.goto(`${stack.baseUrl}/order?order=${id}`);
        await page.getByTestId('order-title').getByText(title, { exact: true }).waitFor();
        await page.getByTestId('order-failure').getByText(message).waitFor();
        await support();
      }
      // An order nobody knows: "order not found", and whom to ask.
      await page.goto(`${stack.baseUrl}/order?order=00000000-0000-4000-8000-000000000000`);
      await page.getByText(t('ro', 'errors.not-found-order')).waitFor();
      await support();
      // An order being issued says how long it usually takes: about a minute for a policy.
      const issuing = await draftInPage(page, 'rca');
      await db.query(
        `update orders set status = 'processing', price_minor = 122900, price_currency = 'MDL' where id = $1`,
        [issuing],
      );
      await page.goto(`${stack.baseUrl}/order?order=${issuing}`);
      await page.getByTestId('issuing-status').getByText('Durează de obicei aproximativ 1 minut.').waitFor();
    } finally {
      await db.end();
      await page.close();
    }
  });

  it('shows the not-found page with a way home', async () => {
    const page = await open('/en/no-such-page');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(`${stack.baseUrl}/en`);
    await page.close();
  });
});
