import { createDataSource } from './data-source';

/**
 * `npm run migrate`: applies pending migrations to DATABASE_URL (or `--revert` the last one).
 * Used by `npm start` and by the test bring-up, so both always run the same schema. `--fresh`
 * (the test database only) drops every table first: a test database left by another checkout,
 * whose migrations were renamed or never landed, is rebuilt from this checkout's migrations.
 */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || 'postgres://asiguro:asiguro@127.0.0.1:5432/asiguro';
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    if (process.argv.includes('--fresh')) {
      await dataSource.query('drop schema if exists public cascade');
      await dataSource.query('create schema public');
    }
    if (process.argv.includes('--revert')) {
      await dataSource.undoLastMigration({ transaction: 'each' });
      process.stdout.write('migrate: reverted the last migration\n');
    } else {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      const database = new URL(url).pathname.slice(1);
      process.stdout.write(
        applied.length
          ? `migrate: applied ${applied.map((m) => m.name).join(', ')} to ${database}\n`
          : `migrate: ${database} is up to date\n`,
      );
    }
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`migrate: failed: ${error.message}\n`);
  process.exit(1);
});
