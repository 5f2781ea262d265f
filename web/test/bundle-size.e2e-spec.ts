import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONSOLE_MESSAGES, DOCUMENT_MESSAGES, EMAIL_MESSAGES } from '@asiguro/i18n';
import { repositoryRoot } from '@asiguro/testing';

/** The storefront's browser build (`cd web && vite build`, which the browser tests need anyway). */
const dist = join(repositoryRoot, 'web', 'dist', 'client');
/** What a page may run before the visitor interacts (issue 20). */
const BEFORE_INTERACTION_BYTES = 100 * 1024;
/** What the first interaction on the home page may load: the app, the page and its texts. */
const APP_BYTES = 200 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function readManifest(): Record<string, ManifestChunk> {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file))
    throw new Error(`no build manifest at ${file}: run \`cd web && ../node_modules/.bin/vite build\``);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

/** A chunk and everything it imports statically (what the browser fetches with it). */
function closure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

const gzipped = (manifest: Record<string, ManifestChunk>, keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length, 0);

function bySource(manifest: Record<string, ManifestChunk>, suffix: string): string {
  const key = Object.keys(manifest).find((name) => name.endsWith(suffix));
  if (!key) throw new Error(`no chunk for ${suffix} in the build`);
  return key;
}

/** The app's chunk: what the boot script imports when the visitor shows intent (src/client.tsx). */
function appChunk(manifest: Record<string, ManifestChunk>): string {
  const boot = manifest[bySource(manifest, 'src/boot/boot.ts')];
  const app = (boot.dynamicImports ?? []).find((key) => manifest[key].file.startsWith('assets/client-'));
  if (!app) throw new Error('the boot script imports no app chunk');
  return app;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/*
 * Pages are rendered on the server; the only script a page loads at first is the boot script,
 * which loads the app (router, React, the page's chunk, its texts) at the visitor's first sign of
 * intent. The browser test server-rendering.e2e-spec.ts checks the same in Chromium.
 */
describe('storefront bundle size', () => {
  it('runs at most 100 KB of JavaScript before the first interaction: the boot script, without the app', () => {
    const manifest = readManifest();
    const boot = bySource(manifest, 'src/boot/boot.ts');
    expect(manifest[boot].isEntry).toBe(true);
    const first = closure(manifest, boot);
    const bytes = gzipped(manifest, first);
    process.stdout.write(`before interaction: ${kb(bytes)} gzipped in ${first.size} chunk(s)\n`);
    expect(bytes).toBeLessThan(BEFORE_INTERACTION_BYTES);
    expect(first.has(appChunk(manifest))).toBe(false);
  });

  it('loads the app, the home page and its texts at the first interaction within 200 KB gzipped', () => {
    const manifest = readManifest();
    const loaded = closure(manifest, appChunk(manifest));
    for (const root of [
      'src/boot/boot.ts',
      'src/routes/home-page.tsx',
      'messages/ro/storefront.messages.ts',
      // The lines' page texts in Romanian, loaded with the Romanian texts.
      'src/catalogue/catalogue-lines.ro.json',
      'src/api/contracts.ts',
    ]) {
      closure(manifest, bySource(manifest, root), loaded);
    }
    const bytes = gzipped(manifest, loaded);
    // The figure is worth seeing when it moves, not only when it breaks the budget.
    process.stdout.write(`home page after the first interaction: ${kb(bytes)} gzipped in ${loaded.size} chunks\n`);
    expect(bytes).toBeLessThan(APP_BYTES);
  });

  it('bundles none of the console’s, the documents’ or the e-mails’ texts in any chunk', () => {
    const chunks = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    const code = chunks.map((file) => readFileSync(join(dist, 'assets', file), 'utf8')).join('\n');
    /** A namespace's longest message that a bundle would carry verbatim (no quotes or line breaks). */
    const sampleOf = (tree: object) =>
      JSON.stringify(tree)
        .split(/"(?:[^"\\]|\\.)*":|"/)
        .filter((text) => !/[\\'"]/.test(text))
        .reduce((a, b) => (b.length > a.length ? b : a), '');
    // The storefront's own texts are found this way (its home page's description), so the others would be.
    expect(
      code.includes(sampleOf({ description: 'Comparați ofertele asigurătorilor din Moldova, plătiți online' })),
    ).toBe(true);
    for (const namespace of [CONSOLE_MESSAGES.ro, DOCUMENT_MESSAGES.ro, EMAIL_MESSAGES.ro]) {
      const sample = sampleOf(namespace);
      expect(sample.length).toBeGreaterThan(60);
      expect({ sample, bundled: code.includes(sample) }).toEqual({ sample, bundled: false });
    }
  });

  it('keeps the order flow, the other languages and the shared catalogues out of the app’s entry', () => {
    const manifest = readManifest();
    const app = [...closure(manifest, appChunk(manifest))];
    const sources = app.map((key) => manifest[key].src ?? key);
    for (const lazy of [
      'src/routes/product-page.tsx',
      'messages/ru/storefront.messages.ts',
      'messages/en/storefront.messages.ts',
      'src/catalogue/catalogue-lines.ru.json',
      'src/catalogue/catalogue-lines.en.json',
      'src/api/contracts.ts',
      'src/api/order-contracts.ts',
    ]) {
      expect(sources.some((source) => source.endsWith(lazy))).toBe(false);
    }
    // The catalogue's other surfaces' namespaces are in no chunk of the storefront at all.
    const everything = Object.values(manifest).map((chunk) => chunk.src ?? chunk.file);
    expect(
      everything.filter((source) => /messages\/\w+\/(console|documents|email)\.messages\.ts$/.test(source)),
    ).toEqual([]);
    // The schema library (zod) marks its classes with these names; the first paint does without it.
    const code = app.map((key) => readFileSync(join(dist, manifest[key].file), 'utf8'));
    expect(code.some((text) => text.includes('$ZodObject'))).toBe(false);
  });
});
