import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { DocumentCorruptError, DocumentNotFoundError, InvalidStorageKeyError } from './document-storage';
import { FileSystemDocumentStorage } from './file-system-document-storage';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe(FileSystemDocumentStorage.name, () => {
  let root: string;
  let storage: FileSystemDocumentStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'asiguro-storage-'));
    storage = new FileSystemDocumentStorage(root);
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores bytes and reports the SHA-256 and size of what it stored', async () => {
    const bytes = Buffer.from('%PDF-1.7 poliță');
    const stored = await storage.put('orders/o-1/policy-abc.pdf', bytes);
    expect(stored).toEqual({ key: 'orders/o-1/policy-abc.pdf', sha256: sha256(bytes), size: bytes.length });
    const read = await storage.get(stored.key);
    expect(read).toEqual(bytes);
    expect(sha256(read)).toBe(stored.sha256);
    expect(await storage.stat(stored.key)).toEqual(stored);
    expect(await storage.exists(stored.key)).toBe(true);
  });

  it('streams a stored document', async () => {
    await storage.put('orders/o-1/invoice-1.pdf', Buffer.from('factură'));
    expect(await text(await storage.stream('orders/o-1/invoice-1.pdf'))).toBe('factură');
  });

  it('answers not found for an unknown key, whichever way it is read', async () => {
    await expect(storage.get('orders/o-2/policy.pdf')).rejects.toBeInstanceOf(DocumentNotFoundError);
    await expect(storage.stream('orders/o-2/policy.pdf')).rejects.toBeInstanceOf(DocumentNotFoundError);
    expect(await storage.exists('orders/o-2/policy.pdf')).toBe(false);
    expect(await storage.stat('orders/o-2/policy.pdf')).toBeUndefined();
  });

  it('refuses to stream a stored file that is not what its record says, before a byte is read', async () => {
    await storage.put('orders/o-4/policy-1.pdf', Buffer.from('%PDF-1.7 truncated'));
    await expect(storage.stream('orders/o-4/policy-1.pdf', { size: 4096 })).rejects.toMatchObject({
      constructor: DocumentCorruptError,
      reason: '18 bytes instead of 4096',
    });
    expect(await text(await storage.stream('orders/o-4/policy-1.pdf', { size: 18 }))).toBe('%PDF-1.7 truncated');
    // A folder where the file should be: open() succeeds, reading would fail with EISDIR.
    await mkdir(join(root, 'orders', 'o-4', 'invoice-1.pdf'), { recursive: true });
    await expect(storage.stream('orders/o-4/invoice-1.pdf')).rejects.toMatchObject({
      constructor: DocumentCorruptError,
      reason: 'not a regular file',
    });
  });

  it.each(['../escape.pdf', 'orders/../../etc/passwd', '/absolute.pdf', 'orders/.tmp-1', 'orders//x.pdf', 'a b.pdf'])(
    'refuses the key %s',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );

  it('replaces a document atomically: concurrent readers see the old or the new bytes, never a part', async () => {
    const key = 'orders/o-3/policy.pdf';
    const versions = [Buffer.alloc(2 * 1024 * 1024, 'a'), Buffer.alloc(2 * 1024 * 1024, 'b')];
    await storage.put(key, versions[0]);
    let writing = true;
    const writer = (async () => {
      for (let round = 0; round < 12; round += 1) await storage.put(key, versions[round % 2]);
      writing = false;
    })();
    const seen = new Set<string>();
    while (writing) {
      // A read is one synchronous call: the writer's flushes get their turn between reads.
      await new Promise((resolve) => setImmediate(resolve));
      const bytes = await storage.get(key);
      seen.add(
        bytes.length === versions[0].length && (bytes.equals(versions[0]) || bytes.equals(versions[1]))
          ? 'whole'
          : 'torn',
      );
    }
    await writer;
    expect([...seen]).toEqual(['whole']);
  });

  it('keeps the first of concurrent put-if-absent writers and tells every writer what is stored', async () => {
    const key = 'orders/o-5/policy.pdf';
    const versions = ['first', 'second', 'third'].map((text) => Buffer.from(text));
    const results = await Promise.all(versions.map((bytes) => storage.putIfAbsent(key, bytes)));
    const stored = await storage.get(key);
    expect(versions.some((bytes) => bytes.equals(stored))).toBe(true);
    for (const result of results) expect(result).toEqual({ key, sha256: sha256(stored), size: stored.length });
    expect(await readdir(join(root, 'orders', 'o-5'))).toEqual(['policy.pdf']);
  });

  it('does not replace a stored document through put-if-absent', async () => {
    const key = 'orders/o-6/invoice.pdf';
    await storage.put(key, Buffer.from('original'));
    expect((await storage.putIfAbsent(key, Buffer.from('replacement'))).sha256).toBe(sha256(Buffer.from('original')));
    expect((await storage.get(key)).toString()).toBe('original');
  });

  it('leaves no temporary files behind', async () => {
    await Promise.all([1, 2, 3, 4].map((n) => storage.put('orders/o-4/contract.pdf', Buffer.from(`v${n}`))));
    expect(await readdir(join(root, 'orders', 'o-4'))).toEqual(['contract.pdf']);
  });
});
