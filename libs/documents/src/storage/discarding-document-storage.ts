import type { Readable } from 'node:stream';
import { DocumentNotFoundError, type DocumentStorage, type StoredDocument } from './document-storage';

/**
 * Storage that keeps nothing: for producing documents only to measure them (a profile) or to
 * warm a document thread up before its first order, never for a customer's documents.
 */
export class DiscardingStorage implements DocumentStorage {
  async put(key: string, bytes: Uint8Array): Promise<StoredDocument> {
    return { key, sha256: '0'.repeat(64), size: bytes.byteLength };
  }
  putIfAbsent(key: string, bytes: Uint8Array): Promise<StoredDocument> {
    return this.put(key, bytes);
  }
  async get(key: string): Promise<Buffer> {
    throw new DocumentNotFoundError(key);
  }
  async stream(key: string): Promise<Readable> {
    throw new DocumentNotFoundError(key);
  }
  async exists(): Promise<boolean> {
    return false;
  }
  async stat(): Promise<StoredDocument | undefined> {
    return undefined;
  }
}
