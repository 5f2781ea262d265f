import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** What axe-core finds wrong on the page (rule and elements), for people using assistive technology. */
export async function axeViolations(page: Page): Promise<{ rule: string; nodes: string[] }[]> {
  // Evaluated by the browser's devtools protocol: the page's Content Security Policy (nonces only) stays on.
  await page.evaluate(`${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}; undefined`);
  return page.evaluate<{ rule: string; nodes: string[] }[]>(
    `axe.run(document, { resultTypes: ['violations'] }).then((result) =>
      result.violations.map((violation) => ({
        rule: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      })))`,
  );
}
