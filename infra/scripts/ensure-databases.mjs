// Creates the application database and the test database when they are missing.
// Called by infra/bring-up.sh once PostgreSQL answers; uses the pg driver, so it works the same
// against a local server, a Docker container or a managed one.
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { testDatabaseUrl } from './env.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const appUrl = new URL(process.env.DATABASE_URL);
const wanted = [...new Set([appUrl.pathname.slice(1), new URL(testDatabaseUrl(appUrl.href)).pathname.slice(1)])];
const waitSeconds = Number(process.env.BRING_UP_WAIT_SECONDS || 60);

const admin = new URL(appUrl.href);
admin.pathname = '/postgres';
const where = `${admin.hostname}:${admin.port || 5432}`;

/** Refusals that waiting does not cure: a wrong password, a missing role or database. */
const permanent = (error) => /^(28|3D)/.test(error.code ?? '');

/**
 * The first connection is tried again for a while: a server that just started may accept the
 * connection and then cut it (Docker's port proxy does, before the container's server listens)
 * or answer "the database system is starting up".
 */
async function connect() {
  const deadline = Date.now() + waitSeconds * 1000;
  for (;;) {
    const client = new Client({ connectionString: admin.href, connectionTimeoutMillis: 5000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (permanent(error)) {
        throw new Error(
          `PostgreSQL at ${where} refused the role ${decodeURIComponent(admin.username) || '(none)'}: ${error.message}. ` +
            'Check DATABASE_URL, or create the role: createuser --createdb --pwprompt <name>',
        );
      }
      if (Date.now() >= deadline) {
        throw new Error(
          `PostgreSQL at ${where} did not accept a connection within ${waitSeconds} s (last: ${error.message})`,
        );
      }
      await sleep(500);
    }
  }
}

let client;
try {
  client = await connect();
  const { rows } = await client.query('select datname from pg_database where datname = any($1)', [wanted]);
  const present = new Set(rows.map((row) => row.datname));
  for (const name of wanted.filter((n) => !present.has(n))) {
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
    process.stderr.write(`[bring-up] created database ${name}\n`);
  }
} catch (error) {
  process.stderr.write(`[bring-up] could not prepare the databases ${wanted.join(', ')}: ${error.message}\n`);
  process.exitCode = 1;
} finally {
  await client?.end().catch(() => undefined);
}
