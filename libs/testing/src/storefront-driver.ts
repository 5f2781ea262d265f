import type { Page } from 'playwright-core';
import { idnxCheckDigit } from '@asiguro/domain';
import { chisinauDayFromToday, dmy } from './read-back';

/* What the storefront's browser tests do the same way: days as a customer types them, and the order
 * flow's steps and offers. */

/** A calendar day `days` from today (`now`) in Chișinău, written dd.mm.yyyy as a customer types it. */
export function dayFromToday(days: number, now = new Date()): string {
  return dmy(chisinauDayFromToday(days, now));
}

/** A valid IDNP (check digit by the 7-3-1 rule) from its first twelve digits. */
export function idnp(firstTwelve: string): string {
  return `${firstTwelve}${idnxCheckDigit(firstTwelve)}`;
}

/** Waits until the order flow shows `step` (in the address and on the page). */
export async function waitForStep(page: Page, step: string): Promise<void> {
  await page.waitForURL((url) => url.searchParams.get('step') === step, { timeout: 30_000 });
  await page.locator(`.flow[data-step="${step}"]`).waitFor();
}

/** Picks the first (cheapest) offer and waits for the confirmation step. */
export async function chooseCheapestOffer(page: Page): Promise<void> {
  await waitForStep(page, 'offers');
  const offer = page.getByTestId('offer').first();
  await offer.waitFor({ timeout: 60_000 });
  await offer.getByRole('button').click();
  await waitForStep(page, 'confirmation');
}

/**
 * On the pay step: pays by card on the sandbox's hosted page with its always-approved test card,
 * and waits to be back on the storefront's order page.
 */
export async function payByTestCard(page: Page, orderPage: RegExp = /\/order\?order=/): Promise<void> {
  await page.locator('[name="provider"][value="card"]').check();
  await page.getByTestId('pay-submit').click();
  await page.locator('#cardNumber').waitFor();
  await page.locator('#cardNumber').fill('4111 1111 1111 1111');
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(orderPage, { timeout: 30_000 });
}
