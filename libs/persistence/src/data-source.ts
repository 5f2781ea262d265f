import { DataSource, DataSourceOptions } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';
import { PreparedStatementClient } from './prepared-statement-client';

/**
 * The one TypeORM configuration. `synchronize` is never used: the schema changes only through
 * the migrations listed in ./migrations, run by `npm run migrate` (and by npm start and the tests).
 */
export function dataSourceOptions(databaseUrl: string, extra: Partial<DataSourceOptions> = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities,
    migrations,
    migrationsTableName: 'schema_migrations',
    migrationsRun: false,
    synchronize: false,
    // Failed queries reach the caller as errors (and its logs); TypeORM's own console output would
    // bypass the structured logger and print query parameters.
    logging: false,
    // Each connection parses and plans a statement once (prepared-statement-client.ts).
    extra: { max: 20, application_name: 'asiguro', Client: PreparedStatementClient },
    ...extra,
  } as DataSourceOptions;
}

export function createDataSource(databaseUrl: string): DataSource {
  return new DataSource(dataSourceOptions(databaseUrl));
}
