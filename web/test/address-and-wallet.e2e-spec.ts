import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  dayFromToday,
  googleWalletPayload,
  launchBrowser,
  payByTestCard,
  repositoryRoot,
  type Stack,
  startStack,
  waitFor,
} from '@asiguro/testing';

const SCREENSHOTS = join(repositoryRoot, 'test-results', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/** A sandbox registry vehicle and its owner's IDNP (services/sandbox test data). */
const CAR = { certificate: '662642156', owner: '2002636966187' };
const EMAIL = 'wallet.buyer@example.md';

/** dd.mm.yyyy → yyyy-mm-dd. */
const isoDay = (dmy: string) => dmy.split('.').reverse().join('-');

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const control = page.locator(`[name="${name}"]`).first();
    await control.waitFor();
    const tag = await control.evaluate((element) => element.tagName.toLowerCase());
    const type = await control.getAttribute('type');
    if (tag === 'select') await control.selectOption(value);
    else if (type === 'radio') await page.locator(`[name="${name}"][value="${value}"]`).check();
    else if (type === 'checkbox') await control.setChecked(value === 'true');
    else await control.fill(value);
  }
}

async function next(page: Page, step: string): Promise<void> {
  await page.locator('form.step button[type="submit"]').click();
  await page.waitForURL((url) => url.searchParams.get('step') === step, { timeout: 30_000 });
  await page.locator(`.flow[data-step="${step}"]`).waitFor();
}

interface SinkMessage {
  id: string;
  subject: string;
  text: string | null;
  html: string | null;
  hasHtml: boolean;
  attachments: { filename: string; contentType: string }[];
}

/*
 * A customer who typed another address than the product's (here "localhost" where PUBLIC_URL says
 * 127.0.0.1, as "asiguro.md" for "www.asiguro.md") buys a Green Card: the storefront moves them
 * to PUBLIC_URL before anything is stored, so the payment provider's return finds their order;
 * the order page and the e-mail then offer the policy for the phone's wallets.
 */
describe('storefront: one address, and the policy in the phone’s wallet', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('moves a visitor of another host to PUBLIC_URL, keeps the order through the payment, and offers Google and Apple Wallet', async () => {
    const otherHost = stack.baseUrl.replace('127.0.0.1', 'localhost');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${otherHost}/green-card?utm_source=test`);
    await page.waitForURL(`${stack.baseUrl}/green-card?utm_source=test`);

    await fill(page, { 'vehicle.certificateNumber': CAR.certificate, vehicleClass: 'A' });
    await next(page, 'policy-details');
    const from = dayFromToday(2);
    await fill(page, { zone: 'CA', insuranceValidity: '15', startDate: from });
    await next(page, 'contractor');
    await fill(page, { 'contractor.contractorType': 'individual', 'contractor.idnp': CAR.owner });
    await next(page, 'offers');
    const offer = page.getByTestId('offer').first();
    await offer.waitFor({ timeout: 60_000 });
    await offer.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('step') === 'confirmation', { timeout: 30_000 });
    await fill(page, { phone: '069123456', email: EMAIL, terms: 'true', personalData: 'true' });
    const presence = page.locator('[name="insuredInMoldova"]');
    if (await presence.count()) await presence.check();
    await next(page, 'pay');

    // The sandbox's hosted card page, then back to PUBLIC_URL's order page: the same session.
    await payByTestCard(page, new RegExp(`^${stack.baseUrl.replace(/\./g, '\\.')}/order\\?order=`));
    await page.locator('[data-status="completed"]').waitFor({ timeout: 240_000 });
    // No cookie was ever set for the other host: the session lives on PUBLIC_URL only.
    expect(await page.context().cookies(otherHost)).toEqual([]);

    const policyNumber = /\b([A-Z]{3}\d{6}[A-Z]{3})\b/.exec(
      (await page.locator('.policy__number').textContent()) ?? '',
    )?.[1];
    expect(policyNumber).toMatch(/^IAE\d{6}[A-Z]{3}$/);
    const to = dayFromToday(16);

    // Google Wallet: a button that opens the save link, its JWT naming the policy and its days.
    const google = page.getByTestId('add-to-google-wallet');
    await expect(google.textContent()).resolves.toContain('Adăugați în Google Wallet');
    const saveUrl = (await google.getAttribute('href')) ?? '';
    expect(saveUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const jwt = googleWalletPayload(saveUrl) as {
      typ: string;
      payload: {
        genericObjects: Array<{
          header: { defaultValue: { value: string } };
          validTimeInterval: { start: { date: string }; end: { date: string } };
          textModulesData: Array<{ id: string; body: string }>;
        }>;
      };
    };
    expect(jwt.typ).toBe('savetowallet');
    const [pass] = jwt.payload.genericObjects;
    expect(pass.header.defaultValue.value).toBe(policyNumber);
    expect(pass.validTimeInterval.start.date).toMatch(new RegExp(`^${isoDay(from)}T00:00:00\\+0[23]:00$`));
    expect(pass.validTimeInterval.end.date).toMatch(new RegExp(`^${isoDay(to)}T23:59:59(\\.\\d+)?\\+0[23]:00$`));
    expect(pass.textModulesData.find((module) => module.id === 'validity')?.body).toBe(`${from} — ${to}`);
    // Apple Wallet: the .pkpass, which Safari hands to Wallet.
    await expect(page.getByTestId('document-wallet_pass').textContent()).resolves.toContain('Adăugați în Apple Wallet');
    // The wallet passes are buttons, not files in the list.
    await expect(page.getByTestId('document-google_pass').count()).resolves.toBe(0);
    await page.locator('.wallet-buttons').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'order-wallet-buttons-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: join(SCREENSHOTS, 'order-wallet-buttons-390.png'), fullPage: true });

    // The e-mail as sent: the PDFs attached, the wallet buttons in HTML, a text part, no JSON.
    const mail = await waitFor(
      async () => {
        const response = await fetch(`${stack.sandboxUrl}/mail/messages`, { headers: { 'x-mail-recipient': EMAIL } });
        const { messages } = (await response.json()) as { messages: SinkMessage[] };
        return messages.find((message) => message.text?.includes(policyNumber!));
      },
      { timeoutMs: 60_000, description: 'the documents e-mail' },
    );
    const full = (await (await fetch(`${stack.sandboxUrl}/mail/messages/${mail.id}`)).json()) as SinkMessage;
    expect(full.hasHtml).toBe(true);
    expect(full.html).toContain(`href="${saveUrl}"`);
    expect(full.html).toContain('Adăugați în Google Wallet');
    expect(full.html).toContain('Adăugați în Apple Wallet');
    expect(full.text).toContain(`Valabilă: ${from} – ${to}`);
    expect(full.attachments.length).toBeGreaterThan(0);
    expect(full.attachments.every((attachment) => attachment.contentType === 'application/pdf')).toBe(true);
    expect(full.attachments.some((attachment) => attachment.filename.endsWith('.json'))).toBe(false);
    await page.close();
  }, 300_000);
});
