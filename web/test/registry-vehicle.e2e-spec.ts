import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { dayFromToday, launchBrowser, repositoryRoot, type Stack, startStack } from '@asiguro/testing';

const SCREENSHOTS = join(repositoryRoot, 'test-results', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/** A sandbox registry car whose RCA policy ends in 20 days (class 9), with its owner's IDNP. */
const CAR = { certificate: '662642156', owner: '2002636966187' };

async function next(page: Page, step: string): Promise<void> {
  await page.locator('form.step button[type="submit"]').click();
  await page.waitForURL((url) => url.searchParams.get('step') === step, { timeout: 30_000 });
  await page.locator(`.flow[data-step="${step}"]`).waitFor();
}

/*
 * The registry's facts shown back: the customer types the registration certificate and the owner's
 * IDNP, and the form shows the vehicle, the bonus-malus class and the current policy's end, starts
 * the new policy the day after, and fills in what the registry knows instead of asking again.
 */
describe('storefront: the vehicle registry’s facts shown back', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('shows the vehicle and its class after the certificate and IDNP, and starts the RCA when the current one ends', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${stack.baseUrl}/rca`);
    await page.locator('[name="vehicle.certificateNumber"]').fill(CAR.certificate);
    await page.locator('[name="registryOwnerCode"]').fill(CAR.owner);
    const echo = page.getByTestId('vehicle-echo');
    await echo.waitFor();
    // Romanian groups thousands with a dot.
    await expect(echo.locator('.registry-vehicle__title').textContent()).resolves.toBe(
      'Dacia Logan, KBA 517, 1.598 cm³',
    );
    await expect(page.getByTestId('bonus-malus').textContent()).resolves.toBe(
      'Clasa bonus-malus 9: reducere de 10% la prețul RCA pentru anii fără daune.',
    );
    await expect(page.getByTestId('current-policy-end').textContent()).resolves.toBe(
      `Polița RCA actuală este valabilă până la ${dayFromToday(20)}: cea nouă poate începe la ${dayFromToday(21)}.`,
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'registry-vehicle-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: join(SCREENSHOTS, 'registry-vehicle-390.png'), fullPage: true });

    await page.locator('[name="operatingMode"]').selectOption('normal');
    await page.locator('[name="ownership"]').selectOption('property');
    await next(page, 'insurance-details');
    await expect(page.locator('[name="startDate"]').inputValue()).resolves.toBe(dayFromToday(21));
    await page.locator('[name="contractType"][value="unlimited"]').check();
    await page.locator('[name="insuranceValidity"]').selectOption('365');
    await next(page, 'contractor');
    // The owner's IDNP is not asked again.
    await expect(page.locator('[name="contractor.idnp"]').inputValue()).resolves.toBe(CAR.owner);
    await page.close();
  });

  it('fills a rovinieta’s plate, VIN and category from the registry', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${stack.baseUrl}/rovinieta`);
    await page.locator('[name="registrationCountry"][value="MD"]').check();
    await page.locator('[name="certificateNumber"]').fill(CAR.certificate);
    await page.locator('[name="registryOwnerCode"]').fill(CAR.owner);
    await page.getByTestId('vehicle-echo').waitFor();
    await expect(page.locator('[name="plateNumber"]').inputValue()).resolves.toBe('KBA 517');
    await expect(page.locator('[name="vinCode"]').inputValue()).resolves.toBe('UU19ZSZUT00KJBF5T');
    await expect(page.locator('[name="vehicleCategory"]').inputValue()).resolves.toBe('A');
    // Neither the RCA policy nor the bonus-malus class concerns a vignette: nothing said about them.
    await expect(page.getByTestId('current-policy-end').count()).resolves.toBe(0);
    await expect(page.getByTestId('bonus-malus').count()).resolves.toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'registry-vignette-1280.png'), fullPage: true });
    await page.close();
  });
});
