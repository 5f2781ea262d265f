// `npm run lighthouse [-- --runs 3]`: Lighthouse against the built storefront, as a visitor's
// browser meets it: the whole product started from the build (sandbox, API, worker) on a fresh
// database, Debian's Chromium driven through chrome-launcher (no browser is ever downloaded;
// CHROMIUM_PATH names another). Each page is measured on a mobile device (Lighthouse's default:
// a mid-range phone, slow 4G, 4× CPU slowdown, simulated) and on a desktop, `--runs` times; the
// median run by performance score is kept. The scores replace the Lighthouse section of
// docs/performance.md; the exit code is non-zero when a target is missed.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { testDatabaseUrl } from '../scripts/env.mjs';
import { bringUp, build, checkNodeVersion, ensureDependencies, log, migrate, root } from '../scripts/lib.mjs';

const scope = 'lighthouse';
checkNodeVersion(scope);

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const runs = Math.max(1, Number(argument('runs', '3')));
const PAGES = ['/', '/rca', '/en/travel'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The issue's targets (mobile): performance ≥ 90 and LCP ≤ 2.5 s on each page; SEO and accessibility 100. */
const TARGETS = { performance: 90, lcpMs: 2500, seo: 100, accessibility: 100 };

ensureDependencies(scope);
build(scope);
bringUp(scope);
const databaseUrl = testDatabaseUrl();
migrate(scope, databaseUrl);
process.env.TEST_DATABASE_URL = databaseUrl;

const require = createRequire(import.meta.url);
const { startStack, CHROMIUM_PATH } = require(join(root, 'libs', 'testing', 'dist', 'index.js'));

/** One Lighthouse run: the four scores (0–100) and the metrics that make the performance score. */
async function measure(url, port, formFactor) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const { categories, audits, runtimeError } = result.lhr;
  // A run Lighthouse itself could not complete (the page never painted in its window, the
  // browser stalled on a busy machine) measures nothing: it is run again.
  if (runtimeError) return { error: `${runtimeError.code}: ${runtimeError.message}` };
  const failing = (category) =>
    categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ref.id);
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round(categories[category].score * 100)])),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    fcpMs: audits['first-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    speedIndexMs: audits['speed-index'].numericValue,
    failing: { seo: failing('seo'), accessibility: failing('accessibility') },
  };
}

const stack = await startStack({ LOG_LEVEL: 'warn' });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const results = [];
try {
  for (const formFactor of ['mobile', 'desktop']) {
    for (const path of PAGES) {
      const measured = [];
      for (let attempt = 0; measured.length < runs && attempt < runs + 3; attempt++) {
        const run = await measure(`${stack.baseUrl}${path}`, chrome.port, formFactor);
        if (run.error) log(scope, `${formFactor} ${path}: a run failed, again (${run.error})`);
        else measured.push(run);
      }
      if (measured.length === 0) throw new Error(`Lighthouse could not measure ${formFactor} ${path}`);
      measured.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = measured[Math.floor(measured.length / 2)];
      const range = `${measured[0].scores.performance}–${measured[measured.length - 1].scores.performance}`;
      results.push({ formFactor, path, ...median, performanceRange: range });
      log(scope, `${formFactor} ${path}: ${JSON.stringify(median.scores)}, LCP ${Math.round(median.lcpMs)} ms`);
    }
  }
} finally {
  await chrome.kill();
  await stack.stop();
}

const missed = results
  .filter((result) => result.formFactor === 'mobile')
  .flatMap((result) => [
    result.scores.performance < TARGETS.performance && `${result.path}: performance ${result.scores.performance}`,
    result.lcpMs > TARGETS.lcpMs && `${result.path}: LCP ${Math.round(result.lcpMs)} ms`,
    result.scores.seo < TARGETS.seo && `${result.path}: SEO ${result.scores.seo} (${result.failing.seo.join(', ')})`,
    result.scores.accessibility < TARGETS.accessibility &&
      `${result.path}: accessibility ${result.scores.accessibility} (${result.failing.accessibility.join(', ')})`,
  ])
  .filter(Boolean);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const section = [
  '<!-- lighthouse:start (written by npm run lighthouse) -->',
  `### Lighthouse, ${when} UTC`,
  '',
  `\`npm run lighthouse -- --runs ${runs}\`: Lighthouse ${require('lighthouse/package.json').version} with Debian's ` +
    `Chromium (${CHROMIUM_PATH}), the storefront built for production and served by the API ` +
    `(${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, shared with other work). Mobile is ` +
    "Lighthouse's default (a mid-range phone on slow 4G, 4× CPU slowdown, simulated); the median of " +
    `${runs} run(s) by performance score, its range in brackets (a run Lighthouse could not complete is run again).`,
  '',
  '| device | page | performance | accessibility | best practices | SEO | LCP | FCP | TBT | CLS | Speed Index |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (result) =>
      `| ${result.formFactor} | \`${result.path}\` | ${result.scores.performance} (${result.performanceRange}) | ` +
      `${result.scores.accessibility} | ${result.scores['best-practices']} | ${result.scores.seo} | ` +
      `${seconds(result.lcpMs)} | ${seconds(result.fcpMs)} | ${Math.round(result.tbtMs)} ms | ` +
      `${result.cls.toFixed(3)} | ${seconds(result.speedIndexMs)} |`,
  ),
  '',
  missed.length
    ? `Targets missed (mobile performance ≥ ${TARGETS.performance}, LCP ≤ ${seconds(TARGETS.lcpMs)}, SEO and accessibility 100): ${missed.join('; ')}.`
    : `Every target met on mobile: performance ≥ ${TARGETS.performance}, LCP ≤ ${seconds(TARGETS.lcpMs)}, SEO 100, accessibility 100.`,
  '<!-- lighthouse:end -->',
].join('\n');

const docs = join(root, 'docs', 'performance.md');
const text = readFileSync(docs, 'utf8');
const start = text.indexOf('<!-- lighthouse:start');
const end = text.indexOf('<!-- lighthouse:end -->');
writeFileSync(
  docs,
  start >= 0 && end > start
    ? `${text.slice(0, start)}${section}${text.slice(end + '<!-- lighthouse:end -->'.length)}`
    : `${text.trimEnd()}\n\n## The storefront in Lighthouse\n\n${section}\n`,
);
log(scope, `scores written to docs/performance.md${missed.length ? `; targets missed: ${missed.join('; ')}` : ''}`);
process.exit(missed.length ? 1 : 0);
