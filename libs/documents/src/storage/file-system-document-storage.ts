import { createHash, randomBytes } from 'node:crypto';
import { closeSync, fsync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  DocumentCorruptError,
  DocumentNotFoundError,
  assertStorageKey,
  type DocumentStorage,
  type StoredDocument,
} from './document-storage';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const flush = promisify(fsync);

function notFound(error: unknown, key: string): unknown {
  return (error as NodeJS.ErrnoException).code === 'ENOENT' ? new DocumentNotFoundError(key) : error;
}

/** Where the filesystem storage keeps documents by default: DATA_DIR/documents. */
export function documentsDir(dataDir: string): string {
  return join(dataDir, 'documents');
}

/**
 * Documents as files under one root folder. A write goes to a temporary file in the target
 * folder, is flushed to disk, renamed over the key and the folder flushed too: readers see the
 * old or the new document, never a part, and a crash leaves no half-written document.
 */
export class FileSystemDocumentStorage implements DocumentStorage {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Uint8Array): Promise<StoredDocument> {
    const path = this.path(key);
    await this.withTemporaryCopy(path, bytes, (temporary) => renameSync(temporary, path));
    return { key, sha256: sha256(bytes), size: bytes.byteLength };
  }

  async putIfAbsent(key: string, bytes: Uint8Array): Promise<StoredDocument> {
    const path = this.path(key);
    let created = true;
    // link() refuses an existing target, so a complete file appears under the key at most once.
    await this.withTemporaryCopy(path, bytes, (temporary) => {
      try {
        linkSync(temporary, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        created = false;
      }
      rmSync(temporary, { force: true });
    });
    if (created) return { key, sha256: sha256(bytes), size: bytes.byteLength };
    const stored = await this.stat(key);
    if (!stored) throw new DocumentNotFoundError(key);
    return stored;
  }

  /**
   * Writes the bytes to a flushed temporary file beside `path`, lets `publish` move it into place,
   * then flushes the folder so the new name survives a crash.
   *
   * Only the two flushes, which wait for the disk, go through libuv's thread pool. Opening,
   * writing a document of some kilobytes into the page cache, linking and removing are
   * microseconds of work, and each as an asynchronous call was a trip through the pool and a
   * wake-up of the calling thread: a dozen per document, seven documents per order
   * (docs/performance.md, "Fewer trips through the thread pool").
   */
  private async withTemporaryCopy(
    path: string,
    bytes: Uint8Array,
    publish: (temporary: string) => void,
  ): Promise<void> {
    const folder = dirname(path);
    // A leading dot keeps temporary files out of the key space (keys never start with one).
    const temporary = join(folder, `.tmp-${process.pid}-${randomBytes(8).toString('hex')}`);
    const descriptor = openCreatingFolder(temporary, folder);
    try {
      try {
        for (let written = 0; written < bytes.byteLength;) {
          written += writeSync(descriptor, bytes, written, bytes.byteLength - written);
        }
        await flush(descriptor);
      } finally {
        closeSync(descriptor);
      }
      publish(temporary);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
    await this.syncFolder(folder);
  }

  /**
   * Read in one synchronous call, as `stat` reads: a document is some tens of kilobytes, written
   * moments before and still in the page cache, and `readFile` was four trips through the thread
   * pool (open, stat, read, close) for each of the five an order's e-mail attaches, and one (the
   * open that finds no file) for each of the seven `stat`s before a document is made.
   */
  async get(key: string): Promise<Buffer> {
    try {
      return readFileSync(this.path(key));
    } catch (error) {
      throw notFound(error, key);
    }
  }

  async stream(key: string, expected?: { size: number }): Promise<Readable> {
    let handle;
    try {
      handle = await open(this.path(key), 'r');
    } catch (error) {
      throw notFound(error, key);
    }
    // Checked on the open handle, so the answer is about the very file that will be streamed.
    const stats = await handle.stat();
    const problem = !stats.isFile()
      ? 'not a regular file'
      : expected && stats.size !== expected.size
        ? `${stats.size} bytes instead of ${expected.size}`
        : undefined;
    if (problem) {
      await handle.close();
      throw new DocumentCorruptError(key, problem);
    }
    return handle.createReadStream();
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async stat(key: string): Promise<StoredDocument | undefined> {
    try {
      const bytes = readFileSync(this.path(key));
      return { key, sha256: sha256(bytes), size: bytes.byteLength };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  private path(key: string): string {
    assertStorageKey(key);
    return join(this.root, ...key.split('/'));
  }

  /** Makes the rename itself durable. */
  private async syncFolder(folder: string): Promise<void> {
    const descriptor = openSync(folder, 'r');
    try {
      await flush(descriptor);
    } finally {
      closeSync(descriptor);
    }
  }
}

/** Creates `file` (never over an existing one), making its folder first when there is none yet. */
function openCreatingFolder(file: string, folder: string): number {
  try {
    return openSync(file, 'wx', 0o640);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(folder, { recursive: true });
    return openSync(file, 'wx', 0o640);
  }
}
