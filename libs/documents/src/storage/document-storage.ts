import type { Readable } from 'node:stream';

/** What storage reports about a stored document. */
export interface StoredDocument {
  key: string;
  /** SHA-256 of the stored bytes, hex. */
  sha256: string;
  size: number;
}

/**
 * Where generated documents live. Keys are relative paths that carry no personal data
 * (`orders/<orderId>/<kind>-<hash>.pdf`); the database keeps the key with the SHA-256.
 */
export interface DocumentStorage {
  /** Stores the bytes under `key`, replacing any earlier version atomically. */
  put(key: string, bytes: Uint8Array): Promise<StoredDocument>;
  /**
   * Stores the bytes only when nothing is stored under `key` yet, and reports what is stored
   * either way: of concurrent writers the first wins, and all of them learn its SHA-256.
   */
  putIfAbsent(key: string, bytes: Uint8Array): Promise<StoredDocument>;
  /** The stored bytes; rejects with DocumentNotFoundError when the key is unknown. */
  get(key: string): Promise<Buffer>;
  /**
   * A stream of the stored bytes, opened before it resolves, so a missing key rejects with
   * DocumentNotFoundError (→ 404), and a stored file that is not what the record says (not a
   * file, or not `expected.size` bytes) with DocumentCorruptError before a byte is sent.
   */
  stream(key: string, expected?: { size: number }): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Key, SHA-256 and size of a stored document, or undefined when there is none. */
  stat(key: string): Promise<StoredDocument | undefined>;
}

/** The requested document is not in storage. */
export class DocumentNotFoundError extends Error {
  readonly code = 'document-not-found';

  constructor(readonly key: string) {
    super(`No stored document under ${key}`);
  }
}

/** What is stored under a key is not the document its record describes (a truncated or replaced file). */
export class DocumentCorruptError extends Error {
  readonly code = 'document-corrupt';

  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    super(`The stored document under ${key} is corrupt: ${reason}`);
  }
}

/** A key that is not a safe relative path. */
export class InvalidStorageKeyError extends Error {
  readonly code = 'invalid-storage-key';
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Checks a storage key: slash-separated segments of letters, digits, dot, dash and underscore,
 * none starting with a dot (so no `..`, no hidden or temporary files), at most 512 characters.
 */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  if (key.length > 512 || segments.some((segment) => !SEGMENT.test(segment) || segment.includes('..'))) {
    throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}
