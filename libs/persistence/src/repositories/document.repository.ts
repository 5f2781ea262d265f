import { Injectable } from '@nestjs/common';
import { DocumentEntity } from '../entities/document.entity';
import { row } from '../row';
import { BaseRepository } from './repository';

/** A document as stored: everything but its row's id and creation time. */
export type StoredDocument = Pick<
  DocumentEntity,
  'item' | 'kind' | 'storageKey' | 'sha256' | 'size' | 'contentType' | 'fileName'
>;

/** The documents table: one row per order, item and kind, replaced in place when regenerated. */
@Injectable()
export class DocumentRepository extends BaseRepository {
  /** The order's documents, by item then kind (the order page), or by kind only (the e-mail's attachments). */
  listForOrder(orderId: string, by: 'item' | 'kind' = 'item'): Promise<DocumentEntity[]> {
    return this.db.manager.find(DocumentEntity, {
      where: { orderId },
      order: by === 'item' ? { item: 'ASC', kind: 'ASC' } : { kind: 'ASC' },
    });
  }

  /** Every document of the order in one statement (one row per item and kind, replaced in place). */
  async upsertAll(orderId: string, documents: StoredDocument[]): Promise<void> {
    await this.db.manager
      .createQueryBuilder()
      .insert()
      .into(DocumentEntity)
      .values(documents.map((document) => row<DocumentEntity>({ orderId, ...document })))
      .orUpdate(['storage_key', 'sha256', 'size', 'content_type', 'file_name'], ['order_id', 'item', 'kind'])
      .execute();
  }
}
