import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DocumentKind } from '@asiguro/domain';
import { DocumentEntity } from '../entities/document.entity';

/** The documents' rows as the API serves them (the worker writes them). */
@Injectable()
export class OrderDocumentsQuery {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One document of an order: its kind, for the item (0: the main product, n: the n-th add-on). */
  find(orderId: string, kind: DocumentKind, item: number): Promise<DocumentEntity | null> {
    return this.db.getRepository(DocumentEntity).findOneBy({ orderId, kind, item });
  }
}
