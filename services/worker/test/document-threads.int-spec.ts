import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { documentsDir, sampleDocumentData } from '@asiguro/documents';
import { DOCUMENTS_BY_PRODUCT } from '@asiguro/domain';
import { parseConfig, type Env } from '@asiguro/platform';
import { repositoryRoot, waitFor } from '@asiguro/testing';
import { loadDocumentKeys } from '../src/documents/document-renderer';
import { DocumentThreadPool } from '../src/documents/document-thread-pool';

/** The thread entry as the worker process runs it: compiled (npm test builds before the suites). */
const ENTRY = join(repositoryRoot, 'services', 'worker', 'dist', 'documents', 'document-thread.js');

/** Documents rendered, signed and stored on worker threads, as the worker process does it. */
describe('document threads', () => {
  let dataDir: string;
  let config: Env;
  let pool: DocumentThreadPool;
  let prepared = 0;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'asiguro-document-threads-'));
    config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    pool = new DocumentThreadPool(
      2,
      config,
      async () => {
        prepared++;
        await loadDocumentKeys(config);
      },
      ENTRY,
    );
  });

  afterAll(async () => {
    await pool?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('renders, signs and stores every document of orders sent at once, spread over the threads', async () => {
    const inputs = [
      sampleDocumentData('rca', 'ro'),
      sampleDocumentData('medical', 'ru'),
      sampleDocumentData('vignette:ro', 'en'),
      sampleDocumentData('green-card', 'ro'),
    ];
    // The first order starts the threads (after the keys are made, once).
    const first = await pool.render(inputs[0]);
    const rendering = inputs.map((input) => pool.render(input));
    // Two threads, four orders: each thread holds two (the least busy one gets the next).
    expect(pool.load()).toEqual([2, 2]);
    const results = await Promise.all(rendering);
    expect(pool.load()).toEqual([0, 0]);
    expect(prepared).toBe(1);
    expect(isMainThread).toBe(true);
    for (const [index, documents] of results.entries()) {
      expect(documents.map((document) => document.kind)).toEqual(DOCUMENTS_BY_PRODUCT[inputs[index].product]);
      for (const document of documents) {
        const file = readFileSync(join(documentsDir(dataDir), document.storageKey));
        expect(createHash('sha256').update(file).digest('hex')).toBe(document.sha256);
        expect(file.length).toBe(document.size);
      }
    }
    // Rendering again is idempotent: the same files, not new ones.
    expect(results[0]).toEqual(first);
  });

  it("answers a rendering's failure as an error of the order, and the thread goes on", async () => {
    const broken = { ...sampleDocumentData('rca', 'ro'), policyNumber: '' };
    await expect(pool.render(broken)).rejects.toThrow(/policyNumber/);
    await expect(pool.render(sampleDocumentData('baggage', 'en'))).resolves.toHaveLength(
      DOCUMENTS_BY_PRODUCT.baggage.length,
    );
  });

  it('fails the orders of a thread that dies, and replaces the thread', async () => {
    const rendering = pool.render(sampleDocumentData('casco', 'ro'));
    const [dying] = (pool as unknown as { threads: { worker: { terminate(): Promise<number> } }[] }).threads;
    await dying.worker.terminate();
    await expect(rendering).rejects.toThrow(/document thread stopped/);
    const again = await Promise.all([
      pool.render(sampleDocumentData('casco', 'ro')),
      pool.render(sampleDocumentData('mobility', 'ro')),
    ]);
    expect(again.map((documents) => documents.length)).toEqual([
      DOCUMENTS_BY_PRODUCT.casco.length,
      DOCUMENTS_BY_PRODUCT.mobility.length,
    ]);
  });

  it('stops replacing threads that die at start, and fails orders with the reason', async () => {
    const missing = join(dataDir, 'no-such-thread.js');
    const broken = new DocumentThreadPool(1, config, async () => undefined, missing);
    await expect(broken.render(sampleDocumentData('rca', 'ro'))).rejects.toThrow(/no-such-thread/);
    // It starts a new one a few times in a row, then gives up instead of starting threads forever.
    await waitFor(() => broken.load().length === 0, { description: 'the pool to give up on the thread' });
    await expect(broken.render(sampleDocumentData('rca', 'ro'))).rejects.toThrow(
      /document thread stopped .*no-such-thread/,
    );
    await broken.close();
  });

  it('starts and warms every thread before the first order, keeping nothing of the warm-up', async () => {
    const ownDir = mkdtempSync(join(tmpdir(), 'asiguro-document-threads-warm-'));
    const ownConfig = parseConfig({ NODE_ENV: 'test', DATA_DIR: ownDir });
    let preparedHere = 0;
    const warming = new DocumentThreadPool(
      2,
      ownConfig,
      async () => {
        preparedHere++;
        await loadDocumentKeys(ownConfig);
      },
      ENTRY,
    );
    try {
      expect(warming.warmCount()).toBe(0);
      await Promise.all([warming.start(), warming.start()]);
      // Both threads have loaded their keys and produced a sample order, before any order came.
      expect(warming.load()).toEqual([0, 0]);
      expect(warming.warmCount()).toBe(2);
      expect(preparedHere).toBe(1);
      // The sample order went nowhere: no customer's folder holds a document it did not order.
      expect(existsSync(documentsDir(ownDir))).toBe(false);
      const documents = await warming.render(sampleDocumentData('rca', 'en'));
      expect(documents.map((document) => document.kind)).toEqual(DOCUMENTS_BY_PRODUCT.rca);
      expect(warming.load()).toEqual([0, 0]);
    } finally {
      await warming.close();
      rmSync(ownDir, { recursive: true, force: true });
    }
  });

  it('tells a start that waits for threads that cannot start why', async () => {
    const missing = join(dataDir, 'no-such-thread.js');
    const broken = new DocumentThreadPool(1, config, async () => undefined, missing);
    await expect(broken.start()).rejects.toThrow(/document thread stopped .*no-such-thread/);
    await broken.close();
  });

  it('tells a start what failed in a warm-up, and the first order meets it too', async () => {
    // Preparing checks nothing here, so the configured certificate is first read in the thread.
    const missingCertificate = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DOCUMENT_SIGNING_P12: join(dataDir, 'no-such-certificate.p12'),
    });
    const failing = new DocumentThreadPool(1, missingCertificate, async () => undefined, ENTRY);
    try {
      await expect(failing.start()).rejects.toThrow(/did not warm up: .*no-such-certificate/);
      expect(failing.warmCount()).toBe(0);
      await expect(failing.render(sampleDocumentData('rca', 'ro'))).rejects.toThrow(/no-such-certificate/);
    } finally {
      await failing.close();
    }
  });

  it('refuses work once closed', async () => {
    const closing = new DocumentThreadPool(1, config, async () => undefined, ENTRY);
    await closing.render(sampleDocumentData('road-tax', 'ro'));
    await closing.close();
    await expect(closing.render(sampleDocumentData('road-tax', 'ro'))).rejects.toThrow(/stopped/);
  });
});
