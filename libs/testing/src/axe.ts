import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** The WCAG 2.x A and AA rules (the console's bar); without them, axe-core runs every rule it has. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe-core finds wrong on the page as it is (rule and elements), for people using assistive
 * technology: every rule, or only those tagged `tags`.
 */
export async function axeViolations(page: Page, tags?: string[]): Promise<{ rule: string; nodes: string[] }[]> {
  // Evaluated by the browser's devtools protocol: the page's Content Security Policy (nonces only) stays on.
  await page.evaluate(`${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}; undefined`);
  const options = tags
    ? { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }
    : { resultTypes: ['violations'] };
  return page.evaluate<{ rule: string; nodes: string[] }[]>(
    `axe.run(document, ${JSON.stringify(options)}).then((result) =>
      result.violations.map((violation) => ({
        rule: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      })))`,
  );
}
