import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://asiguro:asiguro@127.0.0.1:5432/asiguro_test';

export function testTemplateUrl(): string {
  return process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function adminUrl(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.href;
}

/**
 * A fresh database for one test file, cloned from the migrated test database (`npm test`
 * migrates it first), so test files never see each other's rows and can run in parallel.
 * `empty: true` gives a database without any schema (for migration tests).
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const template = new URL(testTemplateUrl());
  const templateName = options.empty ? 'template0' : template.pathname.slice(1);
  const name = `${template.pathname.slice(1)}_${randomBytes(5).toString('hex')}`;
  const client = new Client({ connectionString: adminUrl(template.href) });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database "${name}" template "${templateName}"`);
        break;
      } catch (error) {
        // Another clone or a lingering connection holds the template for a moment.
        if (attempt < 20 && /being accessed by other users/.test((error as Error).message)) {
          await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
          continue;
        }
        throw error;
      }
    }
  } finally {
    await client.end();
  }
  const url = new URL(template.href);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    drop: async () => {
      const admin = new Client({ connectionString: adminUrl(template.href) });
      await admin.connect();
      try {
        await admin.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
