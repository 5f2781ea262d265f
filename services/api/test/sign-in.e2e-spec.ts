import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, repositoryRoot, startStack, type Stack } from '@asiguro/testing';

const SCREENSHOTS = join(repositoryRoot, 'test-results', 'screenshots');

/** Two drafts made by the page's own (anonymous) session, as the order form's silent saving makes them. */
async function draftsFromThePage(page: Page): Promise<string[]> {
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
    await page.getByRole('link', { name: 'Continuă cu Google' }).click();
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
    await page.getByText('Intră în cont pentru a vedea asigurările tale.').waitFor();
    await expect(page.getByText(numbers[0]).count()).resolves.toBe(0);
    expect(await meOf(page)).toMatchObject({ anonymous: true, email: null });
    await page.screenshot({ path: join(SCREENSHOTS, 'sign-in-signed-out.png') });
    await context.close();
  });
});
