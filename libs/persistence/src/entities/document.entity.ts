import type { DocumentKind } from '@asiguro/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A generated document: where its bytes are stored and their SHA-256. One per order, item and kind. */
@Entity('documents')
export class DocumentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  /** The order's item it belongs to: 0 the main product, 1… its add-ons. */
  @Column({ type: 'smallint', default: 0 })
  item!: number;

  @Column({ type: 'varchar', length: 24 })
  kind!: DocumentKind;

  @Column({ name: 'storage_key', type: 'varchar', length: 255 })
  storageKey!: string;

  @Column({ type: 'char', length: 64 })
  sha256!: string;

  @Column({ type: 'integer' })
  size!: number;

  @Column({ name: 'content_type', type: 'varchar', length: 64 })
  contentType!: string;

  @Column({ name: 'file_name', type: 'varchar', length: 128 })
  fileName!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
