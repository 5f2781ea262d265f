import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, repositoryRoot, startStack, Stack } from '@asiguro/testing';

const screenshots = join(repositoryRoot, 'test-results', 'screenshots');

/** The product as a visitor first meets it: one address serves the storefront and the console. */
describe('smoke: storefront and console in Chromium', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('opens the storefront home page', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.baseUrl}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Asigurări');
    await expect(page.getByText('Simplu. Rapid. Online.').isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(screenshots, 'smoke-home.png') });
    await page.close();
  });

  it('shows the not-found page with a way home for an unknown route', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.baseUrl}/no-such-page`);
    await page.getByRole('link', { name: /Înapoi la pagina principală/ }).click();
    await page.waitForURL(`${stack.baseUrl}/`);
    await page.close();
  });

  it('opens the console, which shows its dependencies as up', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.baseUrl}/console`);
    await page.getByText('Asiguro Console').waitFor();
    await page.locator('li[data-status="up"]', { hasText: 'postgres' }).waitFor();
    await page.locator('li[data-status="up"]', { hasText: 'redis' }).waitFor();
    await page.screenshot({ path: join(screenshots, 'smoke-console.png') });
    await page.close();
  });
});
