import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repositoryRoot } from '@asiguro/testing';

/** The storefront's build (`cd web && vite build`, which the browser tests need anyway). */
const dist = join(repositoryRoot, 'web', 'dist');
const BUDGET_BYTES = 200 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
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

/**
 * The JavaScript a visitor's browser downloads to show the home page: the entry and its static
 * imports, the home page's own chunk and imports, the Romanian texts, and the API contracts the
 * first answers (rates, session) are parsed with.
 */
describe('storefront bundle size', () => {
  it('keeps the JavaScript the home page loads under 200 KB gzipped', () => {
    const manifest = readManifest();
    const bySource = (suffix: string) => {
      const key = Object.keys(manifest).find((name) => name.endsWith(suffix));
      if (!key) throw new Error(`no chunk for ${suffix} in the build`);
      return key;
    };
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
    expect(entry).toBeDefined();
    const loaded = new Set<string>();
    for (const root of [
      entry!,
      bySource('src/routes/home-page.tsx'),
      bySource('src/i18n/ro.ts'),
      bySource('src/api/contracts.ts'),
    ]) {
      closure(manifest, root, loaded);
    }
    const bytes = gzipped(manifest, loaded);
    // The figure is worth seeing when it moves, not only when it breaks the budget.
    process.stdout.write(`home page JavaScript: ${(bytes / 1024).toFixed(1)} KB gzipped in ${loaded.size} chunks\n`);
    expect(bytes).toBeLessThan(BUDGET_BYTES);
  });

  it('keeps the order flow, the other languages and the shared catalogues out of the entry', () => {
    const manifest = readManifest();
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
    const first = [...closure(manifest, entry)].map((key) => manifest[key].src ?? key);
    for (const lazy of [
      'src/routes/product-page.tsx',
      'src/i18n/ru.ts',
      'src/i18n/en.ts',
      'src/api/contracts.ts',
      'src/api/order-contracts.ts',
    ]) {
      expect(first.some((source) => source.endsWith(lazy))).toBe(false);
    }
    // The schema library (zod) marks its classes with these names; the first paint does without it.
    const entryCode = [...closure(manifest, entry)].map((key) => readFileSync(join(dist, manifest[key].file), 'utf8'));
    expect(entryCode.some((code) => code.includes('$ZodObject'))).toBe(false);
  });
});
