import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { dayFromToday, launchBrowser, repositoryRoot, type Stack, startStack } from '@asiguro/testing';

const SCREENSHOTS = join(repositoryRoot, 'test-results', 'screenshots');

/** Presses the step's primary button and waits for the flow to show `step`. */
async function continueTo(page: Page, step: string): Promise<void> {
  await page.locator('form.step button[type="submit"]').click();
  await page.waitForURL((url) => url.searchParams.get('step') === step, { timeout: 30_000 });
  await page.locator(`.flow[data-step="${step}"]`).waitFor();
}

/*
 * The storefront takes what customers type the way they type it (codes in groups, lower case),
 * offers the rovinieta categories and validities a vehicle can buy, and states a vignette's
 * official tariff and rate on its offer. In Chromium, against the whole product.
 */
describe('storefront: answers as customers type them', () => {
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

  const open = async (path: string): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${stack.baseUrl}${path}`);
    return page;
  };

  it('takes a certificate and an IDNP typed in groups and finds the offers of that vehicle', async () => {
    const page = await open('/rca');
    // The sandbox's VW Golf and its owner, typed as they are printed on the documents.
    await page.locator('[name="vehicle.certificateNumber"]').fill('915 030 299');
    await page.locator('[name="operatingMode"]').selectOption('normal');
    await page.locator('[name="ownership"]').selectOption('property');
    await continueTo(page, 'insurance-details');
    await page.locator('[name="contractType"][value="unlimited"]').check();
    await page.locator('[name="insuranceValidity"]').selectOption('365');
    await page.locator('[name="startDate"]').fill(dayFromToday(1));
    await continueTo(page, 'contractor');
    await page.locator('[name="contractor.contractorType"][value="individual"]').check();
    await page.locator('[name="contractor.idnp"]').fill('2004 7873 71520');
    await continueTo(page, 'offers');
    await page.getByTestId('offer').first().waitFor({ timeout: 60_000 });
    expect(await page.locator('.field__error').count()).toBe(0);
    await page.close();
  }, 120_000);

  it('offers a heavy goods vehicle its rovinieta periods only, and states the official tariff and rate', async () => {
    const page = await open('/rovinieta');
    await page.locator('[name="registrationCountry"][value="UA"]').check();
    await page.locator('[name="plateNumber"]').fill('ВС 1234 НР');
    await page.locator('[name="vehicleCategory"]').selectOption('C');
    await page.locator('[name="vinCode"]').fill('WMA56SZZ7KP118350');
    await continueTo(page, 'policy-details');
    // A string (this file is compiled without the DOM's types), run in the page.
    const validities = await page.evaluate<string[]>(
      `[...document.querySelectorAll('[name="validity"] option')].map((option) => option.value)`,
    );
    expect(validities).toEqual(['', '1_day', '7_days', '30_days', '12_months']);
    await page.locator('[name="validity"]').selectOption('7_days');
    await page.locator('[name="vignetteStartDate"]').fill(dayFromToday(1));
    await page.locator('[name="driverFullName"]').fill('Ion Rusu');
    await continueTo(page, 'offers');
    const stated = page.getByTestId('official-tariff').first();
    await stated.waitFor({ timeout: 60_000 });
    // 16 EUR for 7 days (domain.md §4.1, category C), in lei at the BNM rate of the day.
    expect(await stated.textContent()).toMatch(
      /^Tarif oficial 16,00\s(€|EUR), achitat în lei la cursul oficial BNM din \d{2}\.\d{2}\.\d{4}: 1 EUR = \d+,\d+ MDL$/,
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'rovinieta-offer-official-tariff.png'), fullPage: true });
    await page.close();
  }, 120_000);

  it('opens the public check of a policy number typed in lower case with spaces and hyphens', async () => {
    const page = await open('/check/IAI000000AAA');
    await page.getByTestId('check-result').waitFor();
    await page.locator('[name="number"]').fill('iai 123456-abc');
    await page.getByRole('button', { name: 'Verificați' }).click();
    await page.waitForURL(`${stack.baseUrl}/check/IAI123456ABC`);
    await page.getByTestId('check-result').waitFor();
    await page.close();
  });
});
