import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DOCUMENT_KINDS } from '@asiguro/domain';
import { DocumentCorruptError, DocumentNotFoundError, type DocumentStorage } from '@asiguro/documents';
import { OrderDocumentsQuery, type DocumentEntity } from '@asiguro/persistence';
import { DOCUMENT_STORAGE } from './document-storage.provider';

/** One stored document of an order, opened for download. */
export interface OpenedDocument {
  document: DocumentEntity;
  stream: Readable;
}

const notFound = () => new NotFoundException({ code: 'not-found' });

/**
 * Finds an order's document and opens its stored file. Whatever keeps the customer from the
 * file they were promised — no such kind, no row, a missing or corrupt file — answers 404
 * before any header is sent; a missing or corrupt file is also logged for staff, who regenerate it.
 */
@Injectable()
export class DocumentFiles {
  private readonly logger = new Logger(DocumentFiles.name);

  constructor(
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    private readonly documents: OrderDocumentsQuery,
  ) {}

  /** `item`: the add-on's index (`?item=1`); the main product's documents without it. */
  async open(orderId: string, kind: string, item = '0'): Promise<OpenedDocument> {
    if (!(DOCUMENT_KINDS as readonly string[]).includes(kind) || !/^\d$/.test(item)) throw notFound();
    const document = await this.documents.find(orderId, kind as DocumentEntity['kind'], Number(item));
    if (!document) throw notFound();
    try {
      return { document, stream: await this.storage.stream(document.storageKey, { size: document.size }) };
    } catch (error) {
      if (!(error instanceof DocumentNotFoundError || error instanceof DocumentCorruptError)) throw error;
      // Ids and the storage key only: no personal data in logs.
      this.logger.error(`the ${kind} of order ${orderId} cannot be served: ${error.message}`);
      throw notFound();
    }
  }

  /** A download that broke off after its headers: the response is already destroyed; say why. */
  aborted(orderId: string, kind: string, error: unknown): void {
    const code = (error as NodeJS.ErrnoException).code;
    // The customer closing the tab is not a fault.
    if (code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    this.logger.error(`the download of the ${kind} of order ${orderId} broke off: ${code ?? String(error)}`);
  }
}
