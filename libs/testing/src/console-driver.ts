import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Stack } from './stack';

/**
 * Signs a staff member in to the console through the sandbox's Google-like provider, as they
 * would: the console's sign-in link, then the account's button. `signInLink` is the link's text in
 * the console's language (English unless the browser or a stored choice says otherwise).
 */
export async function signInToConsole(
  page: Page,
  stack: Stack,
  account: string,
  signInLink: string | RegExp = 'Sign in with Google',
): Promise<void> {
  await page.goto(`${stack.baseUrl}/console`);
  await page.getByRole('link', { name: signInLink }).click();
  await page.getByRole('button', { name: new RegExp(account) }).click();
  await page.waitForURL(`${stack.baseUrl}/console**`);
}

/** axe-core's WCAG 2.x A and AA rules on the page as it is: each violation with the elements it found. */
export async function axeViolations(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  // Evaluated through the DevTools protocol, which the console's Content-Security-Policy does not govern.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const { axe } = globalThis as unknown as { axe: { run: (options: object) => Promise<AxeResult> } };
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}
