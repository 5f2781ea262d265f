import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import {
  EntityNotFoundError,
  type DataSource,
  type EntityManager,
  type EntityMetadata,
  type EntityTarget,
  type ObjectLiteral,
} from 'typeorm';

/** The columns a read is keyed by, each with the one value it must equal. */
export type EqualColumns<T> = { [K in keyof T]?: T[K] };

/** SELECT … FOR UPDATE: the row stays locked until the caller's transaction ends. */
export interface ReadOptions {
  lock?: boolean;
}

/** What a read of the entity needs from the data source's mapping, worked out once per data source. */
interface Mapping {
  metadata: EntityMetadata;
  columns: ColumnMetadata[];
  select: string;
}

/**
 * Reads of one entity by equal columns, giving what TypeORM's `findOneBy` gives (an instance of
 * the entity's class, every column hydrated by the driver with its transformer) without its query
 * builder. The builder makes the statement's text again on every call, from the mapping, and then
 * rewrites it with regular expressions: a third of the client's CPU for a read of the order's row
 * (about 270 µs against 180, docs/performance.md), which the API and the worker read six times per
 * order. Here the text of each shape of read (which columns, whether locked) is made once, so the
 * connection's prepared statement (PreparedStatementClient) is found by it, and only the values
 * change.
 *
 * Only for reads by equality on values: a null or undefined value is refused rather than read as
 * TypeORM would (it drops such a condition), since a read that silently widens would answer
 * another row.
 */
export class EntityReads<T extends ObjectLiteral> {
  private readonly mappings = new WeakMap<DataSource, Mapping>();
  private readonly statements = new Map<string, string>();

  constructor(private readonly entity: EntityTarget<T>) {}

  /** The row whose columns equal `where`, or null; with `lock`, locked for the caller's transaction. */
  async one(manager: EntityManager, where: EqualColumns<T>, options: ReadOptions = {}): Promise<T | null> {
    const mapping = this.mappingOf(manager.connection);
    const properties = Object.keys(where);
    const columns = properties.map((property) => {
      const column = mapping.metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`${mapping.metadata.name} has no column for ${property}`);
      return column;
    });
    const driver = manager.connection.driver;
    const params = columns.map((column, index) => {
      const value = where[properties[index]];
      if (value === null || value === undefined) {
        throw new Error(`${mapping.metadata.name}: a read by ${properties[index]} needs a value`);
      }
      return driver.preparePersistentValue(value, column);
    });
    const rows: Record<string, unknown>[] = await manager.query(this.statement(mapping, columns, options), params);
    return rows.length ? this.hydrate(manager, mapping, rows[0]) : null;
  }

  /** Like `one`, for a row that must exist: the same error as TypeORM's `findOneByOrFail`. */
  async oneOrFail(manager: EntityManager, where: EqualColumns<T>): Promise<T> {
    const found = await this.one(manager, where);
    if (found) return found;
    throw new EntityNotFoundError(this.entity, where);
  }

  private statement(mapping: Mapping, columns: ColumnMetadata[], options: ReadOptions): string {
    const key = `${columns.map((column) => column.databaseName).join(',')}${options.lock ? ' lock' : ''}`;
    let text = this.statements.get(key);
    if (text === undefined) {
      const conditions = columns.map((column, index) => `"${column.databaseName}" = $${index + 1}`).join(' and ');
      text = `${mapping.select} where ${conditions} limit 1${options.lock ? ' for update' : ''}`;
      this.statements.set(key, text);
    }
    return text;
  }

  private mappingOf(db: DataSource): Mapping {
    let mapping = this.mappings.get(db);
    if (!mapping) {
      const metadata = db.getMetadata(this.entity);
      const columns = metadata.columns.filter((column) => column.isSelect && !column.isVirtual);
      const list = columns.map((column) => `"${column.databaseName}"`).join(', ');
      const table = metadata.schema ? `"${metadata.schema}"."${metadata.tableName}"` : `"${metadata.tableName}"`;
      mapping = { metadata, columns, select: `select ${list} from ${table}` };
      this.mappings.set(db, mapping);
    }
    return mapping;
  }

  /** An instance as TypeORM's reads make it: the class without its constructor, each column hydrated. */
  private hydrate(manager: EntityManager, mapping: Mapping, raw: Record<string, unknown>): T {
    const entity = mapping.metadata.create(undefined, { fromDeserializer: true }) as T;
    const driver = manager.connection.driver;
    for (const column of mapping.columns) {
      const value = raw[column.databaseName];
      if (value !== undefined) column.setEntityValue(entity, driver.prepareHydratedValue(value, column));
    }
    return entity;
  }
}
