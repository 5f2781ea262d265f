import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * A field's value computed by the statement itself (e.g. read from a CTE), written as SQL text
 * instead of a parameter. Only this library's repositories make them, from constant text.
 */
export class SqlExpression {
  constructor(readonly sql: string) {}
}

/** An entity's fields as a statement writes them: each a value, or an SqlExpression. */
export type SqlFields<T> = { [K in keyof T]?: T[K] | SqlExpression };

/**
 * Entity rows as SQL text and parameters, for statements TypeORM's builders cannot make (several
 * writes in one statement): column names from the entity's mapping, each value prepared as
 * TypeORM prepares it (jsonb as JSON text, the column's transformer applied). Fields left
 * undefined are not written: `set` leaves them as they are, `values` gives them the default.
 */
export class RawValues {
  readonly params: unknown[] = [];

  constructor(private readonly manager: EntityManager) {}

  /** `"col" = $n, …` for an UPDATE. */
  set<T extends ObjectLiteral>(entity: EntityTarget<T>, fields: SqlFields<T>): string {
    return this.fields(entity, fields)
      .map(([column, value]) => `"${column}" = ${this.valueOf(value)}`)
      .join(', ');
  }

  /** `("col", …) values ($n, …), (…)` for an INSERT of one or more rows. */
  values<T extends ObjectLiteral>(entity: EntityTarget<T>, rows: SqlFields<T>[]): string {
    const prepared = rows.map((fields) => new Map(this.fields(entity, fields)));
    const columns = [...new Set(prepared.flatMap((fields) => [...fields.keys()]))];
    const tuples = prepared.map(
      (fields) =>
        `(${columns.map((column) => (fields.has(column) ? this.valueOf(fields.get(column)) : 'default')).join(', ')})`,
    );
    return `(${columns.map((column) => `"${column}"`).join(', ')}) values ${tuples.join(', ')}`;
  }

  /** The entity's table, as the statement names it. */
  tableOf(entity: EntityTarget<ObjectLiteral>): string {
    return `"${this.manager.connection.getMetadata(entity).tableName}"`;
  }

  /** A parameter of the statement: its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  private valueOf(value: unknown): string {
    return value instanceof SqlExpression ? value.sql : this.param(value);
  }

  private fields<T extends ObjectLiteral>(entity: EntityTarget<T>, fields: SqlFields<T>): [string, unknown][] {
    const metadata = this.manager.connection.getMetadata(entity);
    const driver = this.manager.connection.driver;
    return Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([property, value]) => {
        const column = metadata.findColumnWithPropertyName(property);
        if (!column) throw new Error(`${metadata.name} has no column for ${property}`);
        if (value instanceof SqlExpression) return [column.databaseName, value];
        return [column.databaseName, driver.preparePersistentValue(value, column)];
      });
  }
}
