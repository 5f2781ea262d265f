import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, repositoryRoot, startStack, waitFor, type Stack } from '@asiguro/testing';

const SCREENSHOTS = join(repositoryRoot, 'test-results', 'screenshots');

/** Two drafts made by the page's own (anonymous) session, as the order form's silent saving makes them. */
async function draftsFromThePage(page: Page): Promise<string[]> {
  // The page's own first requests set the session and CSRF cookies: the drafts use the ones that stay.
  await page.waitForLoadState('networkidle');
  // A string: this file is compiled without the DOM's types.
  return page.evaluate<string[]>(`(async () => {
    await fetch('/api/health');
    const csrf = document.cookie.split('; ').find((part) => part.startsWith('asg_csrf=')).slice(9);
    const numbers = [];
    for (const type of ['rca', 'green-card']) {
      const response = await fetch('/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ items: [{ type, details: {} }] }),
      });
      if (response.status !== 201) throw new Error('draft not created: ' + response.status);
      numbers.push((await response.json()).number);
    }
    return numbers;
  })()`);
}

/** The sign-in link of the latest e-mail to an address, as the sandbox's mail sink holds it. */
async function mailedLink(stack: Stack, address: string): Promise<string> {
  const mail = await waitFor(
    async () => {
      const response = await fetch(`${stack.sandboxUrl}/mail/messages`, { headers: { 'x-mail-recipient': address } });
      return ((await response.json()) as { messages: { text: string }[] }).messages[0];
    },
    { description: `the sign-in e-mail to ${address}` },
  );
  return /https?:\/\/\S+\/auth\/link\?token=\S+/.exec(mail.text)![0];
}

async function meOf(page: Page): Promise<{ anonymous: boolean; email: string | null }> {
  return page.evaluate<{ anonymous: boolean; email: string | null }>(`fetch('/api/me').then((r) => r.json())`);
}

/** The browser restarted: only cookies with an expiry survive (session cookies are gone). */
async function restart(browser: Browser, context: BrowserContext): Promise<BrowserContext> {
  const { cookies } = await context.storageState();
  await context.close();
  return browser.newContext({ storageState: { cookies: cookies.filter((cookie) => cookie.expires > 0), origins: [] } });
}

/** The storefront's sign-in with the sandbox's Google-like provider, My account, restart, logout. */
describe('sign-in in the browser (storefront and the local identity provider)', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('signs in through the local identity provider, finds the orders made before signing in, logs out and is anonymous again', async () => {
    const base = stack.baseUrl;
    let context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    let page = await context.newPage();
    await page.goto(`${base}/`);
    const numbers = await draftsFromThePage(page);

    await page.goto(`${base}/auth`);
    await page.getByRole('link', { name: 'Continuați cu Google' }).click();
    await page.getByRole('heading', { name: 'Choose an account' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'sign-in-provider.png') });
    await page.getByRole('button', { name: /Ion Popescu/ }).click();

    await page.waitForURL(`${base}/my-account`);
    await page.getByText('Bună, Ion Popescu').waitFor();
    for (const number of numbers) await page.getByText(number).first().waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'sign-in-my-account.png'), fullPage: true });

    const cookies = await context.cookies(base);
    const session = cookies.find((cookie) => cookie.name === 'asg_auth');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(session!.expires * 1000).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect(cookies.find((cookie) => cookie.name === 'asg_sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    context = await restart(browser, context);
    page = await context.newPage();
    await page.goto(`${base}/my-account`);
    await page.getByText('Bună, Ion Popescu').waitFor();
    await page.getByText(numbers[0]).first().waitFor();

    await page.getByRole('button', { name: 'Ieșire' }).click();
    await page.waitForURL(`${base}/`);
    await page.goto(`${base}/my-account`);
    await page.getByText('Intrați în cont pentru a vedea asigurările dumneavoastră.').waitFor();
    await expect(page.getByText(numbers[0]).count()).resolves.toBe(0);
    expect(await meOf(page)).toMatchObject({ anonymous: true, email: null });
    await page.screenshot({ path: join(SCREENSHOTS, 'sign-in-signed-out.png') });
    await context.close();
  });

  it('signs in by e-mail link at once in the browser that asked, with its orders', async () => {
    const base = stack.baseUrl;
    const address = `e2e.same.${Date.now()}@example.com`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    const [draft] = await draftsFromThePage(page);
    await page.goto(`${base}/auth`);
    await page.getByLabel('E-mail').fill(address);
    await page.getByRole('button', { name: 'Trimiteți-mi linkul de intrare' }).click();
    await page.getByText(`V-am trimis un link de intrare la ${address}`).waitFor();

    // The link opens the landing page, which signs in (a POST) and goes on to My account.
    await page.goto(await mailedLink(stack, address));
    await page.waitForURL(`${base}/my-account`);
    expect(await meOf(page)).toMatchObject({ anonymous: false, email: address });
    await page.getByText(draft).first().waitFor();
    await context.close();
  });

  it('asks before signing in a browser that did not ask for the link, and never moves that browser’s orders', async () => {
    const base = stack.baseUrl;
    const address = `e2e.other.${Date.now()}@example.com`;
    // Someone asks for a link to their own address…
    const asker = await browser.newContext();
    const askerPage = await asker.newPage();
    await askerPage.goto(`${base}/auth`);
    await askerPage.getByLabel('E-mail').fill(address);
    await askerPage.getByRole('button', { name: 'Trimiteți-mi linkul de intrare' }).click();
    await askerPage.getByText(`V-am trimis un link de intrare la ${address}`).waitFor();
    const link = await mailedLink(stack, address);
    await asker.close();

    // …and another browser, with a draft of its own, opens it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    const [draft] = await draftsFromThePage(page);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Intrare cu linkul din e-mail' }).waitFor();
    await page.getByText(`Vă autentifică în contul ${address}`).waitFor();
    await page.getByText('Comenzile începute în acest browser nu vor fi adăugate în acest cont.').waitFor();
    expect(await meOf(page)).toMatchObject({ anonymous: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'sign-in-link-other-browser.png') });

    await page.getByRole('button', { name: 'Da, intrați în acest cont' }).click();
    await page.waitForURL(`${base}/my-account`);
    expect(await meOf(page)).toMatchObject({ anonymous: false, email: address });
    // The account has no order: the draft of this browser stayed out of it.
    await page.getByText('Încă nu aveți asigurări cumpărate cu acest cont.').first().waitFor();
    await expect(page.getByText(draft).count()).resolves.toBe(0);
    await context.close();
  });
});
