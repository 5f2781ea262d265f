import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/**
 * TypeORM's deep-partial type cannot follow jsonb columns typed as open records; entity fields are
 * already the column types, so a partial entity is a valid insert or update value.
 */
export function row<T>(value: Partial<T>): QueryDeepPartialEntity<T> {
  return value as QueryDeepPartialEntity<T>;
}
