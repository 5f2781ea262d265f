import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  dayFromToday,
  launchBrowser,
  repositoryRoot,
  type Stack,
  startStack,
  waitFor,
} from '@asiguro/testing';

/*
 * Dates in the order flow, in Chromium against the whole product: typed as dd.mm.yyyy, or picked
 * in the calendar with the keyboard alone; an end before the start is said next to the end field as
 * soon as both dates are there. And axe-core on the storefront's key pages: no violations.
 */

const SCREENSHOTS = join(repositoryRoot, 'test-results', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/** The message shown under a date field. */
function errorOf(page: Page, name: string) {
  return page.locator('.field', { has: page.locator(`input[name="${name}"]`) }).locator('.field__error');
}

/** The calendar button of a date field. */
function calendarButton(page: Page, name: string) {
  return page
    .locator('.field', { has: page.locator(`input[name="${name}"]`) })
    .locator('button[aria-haspopup="dialog"]');
}

/** The day (dd.mm.yyyy) of the calendar cell that has the keyboard focus. */
function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate<string | null>(
    `(() => { const day = document.activeElement && document.activeElement.getAttribute('data-day');
      return day && day.split('-').reverse().join('.'); })()`,
  );
}

describe('storefront: dates and accessibility', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const open = async (path: string, width = 1280): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.addInitScript(`
      window.__views = 0;
      window.addEventListener('asiguro:analytics', (event) => { if (event.detail.name === 'page_view') window.__views++; });
    `);
    await page.goto(`${stack.baseUrl}${path}`);
    // The app starts when the visitor shows intent; keys typed before it would meet the server's page.
    await page.mouse.move(100, 100);
    await waitFor(async () => (await page.evaluate<number>('window.__views')) > 0, { description: 'the app running' });
    return page;
  };

  it('types a trip’s dates, says at once that the end is before the start, and picks the end with the keyboard', async () => {
    const page = await open('/en/travel');
    await page.locator('[name="travelType"][value="single"]').check();
    const start = page.locator('[name="startDate"]');
    const end = page.locator('[name="endDate"]');
    // Typed digit by digit, as a customer does: the dots come by themselves.
    await start.pressSequentially(dayFromToday(10).replace(/\./g, ''));
    await expect(start.inputValue()).resolves.toBe(dayFromToday(10));
    await end.pressSequentially(dayFromToday(5).replace(/\./g, ''));
    await expect(end.inputValue()).resolves.toBe(dayFromToday(5));

    // No "continue" pressed: the message is under the end date already, and the field says it is invalid.
    await errorOf(page, 'endDate').waitFor();
    await expect(errorOf(page, 'endDate').innerText()).resolves.toBe('The end date cannot be before the start date');
    await expect(end.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(errorOf(page, 'startDate').count()).resolves.toBe(0);

    // Keyboard only: Tab from the end date to its calendar button, Enter opens the calendar.
    await end.focus();
    await page.keyboard.press('Tab');
    const button = calendarButton(page, 'endDate');
    await expect(
      button.evaluate((element: { matches(selector: string): boolean }) => element.matches(':focus')),
    ).resolves.toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    // The typed end is before the first day it may be: the calendar starts on the trip's start.
    await expect(focusedLabel(page)).resolves.toBe(dayFromToday(10));
    // Days before the start cannot be reached with the keys…
    await page.keyboard.press('PageUp');
    await expect(focusedLabel(page)).resolves.toBe(dayFromToday(10));
    await page.keyboard.press('ArrowLeft');
    await expect(focusedLabel(page)).resolves.toBe(dayFromToday(10));
    // …one week later can.
    await page.keyboard.press('ArrowDown');
    await expect(focusedLabel(page)).resolves.toBe(dayFromToday(17));
    await page.keyboard.press('ArrowRight');
    await expect(focusedLabel(page)).resolves.toBe(dayFromToday(18));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await dialog.screenshot({ path: join(SCREENSHOTS, `date-picker-dialog-${width}.png`) });
      await page.screenshot({ path: join(SCREENSHOTS, `date-picker-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.keyboard.press('Enter');

    // Picked: the date is written as typed dates are, the calendar is gone, the focus back on its button.
    await expect(end.inputValue()).resolves.toBe(dayFromToday(18));
    await expect(dialog.count()).resolves.toBe(0);
    await expect(
      button.evaluate((element: { matches(selector: string): boolean }) => element.matches(':focus')),
    ).resolves.toBe(true);
    await expect(errorOf(page, 'endDate').count()).resolves.toBe(0);

    // Escape closes the calendar without changing the date, the focus back on the button.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect(focusedLabel(page)).resolves.toBe(dayFromToday(18));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
    await expect(end.inputValue()).resolves.toBe(dayFromToday(18));
    await expect(
      button.evaluate((element: { matches(selector: string): boolean }) => element.matches(':focus')),
    ).resolves.toBe(true);

    // A start moved after the end brings the message back, and moving it before clears it.
    await start.fill(dayFromToday(20));
    await errorOf(page, 'endDate').waitFor();
    await start.fill(dayFromToday(12));
    await errorOf(page, 'endDate').waitFor({ state: 'detached' });
    await page.close();
  });

  it('has no axe violations on the home page, the product pages, the order flow’s first step and the policy check', async () => {
    for (const path of ['/', '/rca', '/ru/travel', '/en/travel', '/check/IAI123456ABC']) {
      const page = await open(path);
      await page.locator('h1').first().waitFor();
      if (path !== '/' && !path.startsWith('/check')) await page.locator('form.step').waitFor();
      const violations = await axeViolations(page);
      expect({ path, violations }).toEqual({ path, violations: [] });
      await page.close();
    }
  });
});
