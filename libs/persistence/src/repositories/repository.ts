import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { entityManagerOf, type Transaction } from '../transactions';

/**
 * What every repository shares: the data source, and the manager a method writes with (the
 * caller's transaction when it passes one, else autocommit).
 */
export abstract class BaseRepository {
  constructor(@InjectDataSource() protected readonly db: DataSource) {}

  /** The caller's transaction when it passes one, else autocommit. */
  protected manager(tx?: Transaction): EntityManager {
    return tx ? entityManagerOf(tx) : this.db.manager;
  }
}

/** TypeORM answers an UPDATE or DELETE … RETURNING as [rows, count]: the count. */
export function affectedRows(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}
