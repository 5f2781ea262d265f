import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { Logger, NotFoundException } from '@nestjs/common';
import type { Response } from 'express';
import { DocumentCorruptError, type DocumentStorage } from '@asiguro/documents';
import type { DocumentEntity, OrderDocumentsQuery } from '@asiguro/persistence';
import type { OrderAccess } from '../orders/order-access.service';
import type { OrdersUseCases } from '../orders/orders.use-cases';
import type { Session } from '../session/session';
import { DocumentFiles } from './document-files.service';
import { DocumentsController } from './documents.controller';
import type { PolicyChecks } from './policy-checks.service';

const ORDER_ID = '0197a3c2-0000-7d41-9b1e-4f0c8a2d6e35';
const SIZE = 64 * 1024;
const row = {
  orderId: ORDER_ID,
  kind: 'policy',
  storageKey: `orders/${ORDER_ID}/policy-0123456789abcdef.pdf`,
  sha256: 'a'.repeat(64),
  size: SIZE,
  contentType: 'application/pdf',
  fileName: 'policy-IAI518204PLT.pdf',
} as DocumentEntity;

/**
 * The download's streaming, on a real HTTP server with a storage whose file breaks: the
 * database-backed paths (missing and corrupt files) are in services/api/test/documents.int-spec.ts.
 */
describe('DocumentsController download', () => {
  let server: Server;
  let base: string;
  let source: Readable;
  let open: jest.Mock<Promise<Readable>, [string, { size: number }?]>;
  let handled: Promise<unknown>;
  let errors: jest.SpyInstance;

  beforeEach(async () => {
    errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    open = jest.fn();
    const storage = { stream: open } as unknown as DocumentStorage;
    const documents = { find: async () => row } as unknown as OrderDocumentsQuery;
    const controller = new DocumentsController(
      { order: async () => ({ id: ORDER_ID }) } as unknown as OrderAccess,
      {} as OrdersUseCases,
      new DocumentFiles(storage, documents),
      {} as PolicyChecks,
    );
    server = createServer((req, res) => {
      handled = controller.download(ORDER_ID, 'policy', undefined, {} as Session, res as unknown as Response).then(
        () => 'resolved',
        (error: unknown) => {
          res.statusCode = error instanceof NotFoundException ? 404 : 500;
          res.end();
          return error;
        },
      );
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    errors.mockRestore();
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });

  /** A file that yields `good` bytes and then fails to read, as a failing disk would. */
  function breakingFile(good: number, error: NodeJS.ErrnoException): Readable {
    let sent = false;
    return new Readable({
      read() {
        if (!sent) {
          sent = true;
          this.push(Buffer.alloc(good, 0x25));
        } else this.destroy(error);
      },
    });
  }

  it('ends the response when the file fails mid-way: the client sees a broken download, not a hang', async () => {
    source = breakingFile(1024, Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' }));
    open.mockResolvedValue(source);
    // Whether the headers got out before the failure or not, the connection ends: the client's
    // request or body read fails at once rather than when its 5 s timeout fires.
    const download = fetch(`${base}/download`, { signal: AbortSignal.timeout(5000) }).then((response) =>
      response.arrayBuffer(),
    );
    await expect(download).rejects.toThrow();
    await expect(download).rejects.not.toMatchObject({ name: 'TimeoutError' });
    expect(await handled).toBe('resolved');
    expect(source.destroyed).toBe(true);
    expect(errors).toHaveBeenCalledWith(`the download of the policy of order ${ORDER_ID} broke off: EIO`);
    expect(open).toHaveBeenCalledWith(row.storageKey, { size: SIZE });
  });

  it('releases the file when the customer goes away mid-download, and logs nothing', async () => {
    source = new Readable({ read() {} });
    source.push(Buffer.alloc(1024));
    open.mockResolvedValue(source);
    const controller = new AbortController();
    const response = await fetch(`${base}/download`, { signal: controller.signal });
    expect(response.status).toBe(200);
    controller.abort();
    expect(await handled).toBe('resolved');
    expect(source.destroyed).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('answers 404 before any header for a stored file that does not match its record', async () => {
    open.mockRejectedValue(new DocumentCorruptError(row.storageKey, `17 bytes instead of ${SIZE}`));
    const response = await fetch(`${base}/download`, { signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await handled).toBeInstanceOf(NotFoundException);
    expect(errors).toHaveBeenCalledWith(
      `the policy of order ${ORDER_ID} cannot be served: The stored document under ${row.storageKey} is corrupt: 17 bytes instead of ${SIZE}`,
    );
  });
});
