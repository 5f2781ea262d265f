import type { Locale } from '@asiguro/i18n';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A message from the contact form, kept for support (and mailed to them). */
@Entity('contact_messages')
export class ContactMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'author_uid', type: 'varchar', length: 128 })
  authorUid!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'varchar', length: 2 })
  lang!: Locale;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
