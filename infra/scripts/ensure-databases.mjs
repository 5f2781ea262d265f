// Creates the application database and the test database when they are missing.
// Called by infra/bring-up.sh once PostgreSQL answers; uses the pg driver, so it works the same
// against a local server, a Docker container or a managed one.
import { createRequire } from 'node:module';
import { testDatabaseUrl } from './env.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const appUrl = new URL(process.env.DATABASE_URL);
const wanted = [appUrl.pathname.slice(1), new URL(testDatabaseUrl(appUrl.href)).pathname.slice(1)];

const admin = new URL(appUrl.href);
admin.pathname = '/postgres';
const client = new Client({ connectionString: admin.href });
try {
  await client.connect();
  const { rows } = await client.query('select datname from pg_database where datname = any($1)', [wanted]);
  const present = new Set(rows.map((row) => row.datname));
  for (const name of wanted.filter((n) => !present.has(n))) {
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
    process.stderr.write(`[bring-up] created database ${name}\n`);
  }
} catch (error) {
  process.stderr.write(`[bring-up] could not prepare the databases ${wanted.join(', ')}: ${error.message}\n`);
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}
