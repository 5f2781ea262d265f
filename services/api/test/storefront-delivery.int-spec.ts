import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Client } from 'pg';
import { dayKey } from '@asiguro/domain';
import {
  createTestDatabase,
  freePort,
  repositoryRoot,
  spawnService,
  type ServiceProcess,
  type TestDatabase,
  waitForHttpOk,
} from '@asiguro/testing';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they crossed the wire (still compressed). */
  body: Buffer;
}

/** A GET as a browser sends it, read without decompressing (fetch would undo the encoding). */
function rawGet(url: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': acceptEncoding, Accept: 'text/html,*/*' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const decoded = (answer: RawAnswer) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body;

const clientDir = join(repositoryRoot, 'web', 'dist', 'client');

/** The storefront's built files and crawler files as the API serves them. */
describe('storefront delivery (API process)', () => {
  let database: TestDatabase;
  let api: ServiceProcess;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Today's official rates, as the worker stores them each day: pages show prices with them.
    const db = new Client({ connectionString: database.url });
    await db.connect();
    await db.query(`insert into exchange_rates (day, rates, source) values ($1, $2, 'BNM')`, [
      dayKey(new Date()),
      JSON.stringify({ MDL: 1, EUR: 19.9, RON: 3.98, USD: 17.4, HUF: 0.05 }),
    ]);
    await db.end();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = spawnService('api', { PORT: String(port), PUBLIC_URL: base, DATABASE_URL: database.url });
    await waitForHttpOk(api, `${base}/api/health`);
  });

  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  it('serves robots.txt that keeps crawlers off the API, the console and the pages about one visitor', async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /console',
        'Disallow: /order',
        'Disallow: /my-account',
        'Disallow: /ru/auth',
        'Disallow: /en/check',
        `Sitemap: ${base}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /');
  });

  it('lists every public page in each language in sitemap.xml, with its alternates, and each one answers', async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
    const locs = entries.map((entry) => /<loc>(.*?)<\/loc>/.exec(entry)![1]);
    // The pages spec §2 names, in each language.
    for (const path of [
      '/',
      '/ru',
      '/en',
      '/rca',
      '/ru/osago',
      '/en/mtpl',
      '/en/travel',
      '/rovinieta',
      '/blog',
      '/ru/blog',
      '/en/blog/what-is-the-green-card',
      '/contact',
      '/en/terms-of-services',
      '/ru/privacy',
      '/rca/terms',
    ]) {
      expect(locs).toContain(`${base}${path}`);
    }
    expect(locs.filter((loc) => /\/(order|my-account|auth|payment-complete|check)(\/|$)/.test(loc))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
    // Each page in Romanian, Russian and English, each entry naming all three and x-default.
    expect(locs.length % 3).toBe(0);
    const mtpl = entries.find((entry) => entry.includes(`<loc>${base}/en/mtpl</loc>`))!;
    for (const [lang, path] of [
      ['ro', '/rca'],
      ['ru', '/ru/osago'],
      ['en', '/en/mtpl'],
      ['x-default', '/rca'],
    ]) {
      expect(mtpl).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${base}${path}"/>`);
    }
    for (const loc of locs) {
      const page = await fetch(loc, { redirect: 'manual' });
      expect({ loc, status: page.status }).toEqual({ loc, status: 200 });
    }
  });

  it('serves the built files precompressed, brotli or gzip as the browser accepts, hashed ones cached for good', async () => {
    const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; css?: string[] }
    >;
    const boot = manifest['src/boot/boot.ts'];
    for (const file of [boot.file, boot.css![0]]) {
      const original = readFileSync(join(clientDir, file));
      const brotli = await rawGet(`${base}/${file}`, 'gzip, deflate, br, zstd');
      expect(brotli.status).toBe(200);
      expect(brotli.headers).toMatchObject({
        'content-encoding': 'br',
        'cache-control': 'public, max-age=31536000, immutable',
        vary: expect.stringMatching(/Accept-Encoding/i),
      });
      expect(brotli.body.length).toBeLessThan(original.length);
      expect(decoded(brotli).equals(original)).toBe(true);
      const gzip = await rawGet(`${base}/${file}`, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzip).equals(original)).toBe(true);
      const plain = await rawGet(`${base}/${file}`, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
    }
    const refused = await rawGet(`${base}/${boot.file}`, 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('compresses pages and large API answers, not small ones', async () => {
    const page = await rawGet(`${base}/en/mtpl`, 'gzip, br');
    expect([page.status, page.headers['content-encoding']]).toEqual([200, 'br']);
    expect(decoded(page).toString('utf8')).toContain('<html lang="en"');
    const products = await rawGet(`${base}/api/products`, 'gzip');
    expect(products.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(products).toString('utf8'))).toMatchObject({ products: expect.any(Array) });
    const health = await rawGet(`${base}/api/health`, 'gzip, br');
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('allows a page’s inline scripts by a nonce of its own answer, never any inline script', async () => {
    const nonces = [];
    for (let index = 0; index < 2; index++) {
      const response = await fetch(`${base}/`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src'))!;
      expect(scriptSrc).not.toContain('unsafe-inline');
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
