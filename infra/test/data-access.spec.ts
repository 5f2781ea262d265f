import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repositoryRoot } from '@asiguro/testing';

/*
 * Data access stays behind libs/persistence (ARCHITECTURE.md "Layers"): outside it no source file
 * imports TypeORM (its DataSource, EntityManager, an entity's repository, the Nest decorators that
 * inject them) or unwraps the Transaction handle. Tests may (they seed and inspect the database).
 */

const ROOTS = ['libs', 'services', 'web', 'console'];
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'test', 'coverage']);
const TEST_FILE = /\.(spec|int-spec|e2e-spec)\.tsx?$/;

/** What reaches past the repositories: an import from TypeORM, or the handle unwrapped. */
const FORBIDDEN: { what: string; pattern: RegExp }[] = [
  { what: 'imports typeorm', pattern: /from\s+'typeorm(\/[^']*)?'|require\('typeorm'\)/ },
  { what: 'imports @nestjs/typeorm', pattern: /from\s+'@nestjs\/typeorm'/ },
  {
    what: 'uses DataSource, EntityManager or an entity repository',
    pattern: /\b(InjectDataSource|InjectRepository|InjectEntityManager|getRepository)\b/,
  },
  { what: 'unwraps a Transaction', pattern: /\bentityManagerOf\b/ },
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every source file outside libs/persistence, with what it does that only persistence may. */
function violations(): { file: string; what: string[] }[] {
  return ROOTS.flatMap((root) => sourceFiles(join(repositoryRoot, root)))
    .map((path) => relative(repositoryRoot, path).split('\\').join('/'))
    .filter((file) => !file.startsWith('libs/persistence/'))
    .map((file) => {
      const text = readFileSync(join(repositoryRoot, file), 'utf8');
      return { file, what: FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what) };
    })
    .filter(({ what }) => what.length > 0);
}

describe('data access', () => {
  const found = violations();

  it('no source file outside libs/persistence reaches TypeORM', () => {
    expect(found).toEqual([]);
  });

  it('sees a forbidden import when there is one', () => {
    expect(FORBIDDEN.some(({ pattern }) => pattern.test(`import { DataSource } from 'typeorm';`))).toBe(true);
    expect(FORBIDDEN.some(({ pattern }) => pattern.test(`@InjectDataSource() db`))).toBe(true);
    expect(
      FORBIDDEN.some(({ pattern }) => pattern.test(`import { OrderRepository } from '@asiguro/persistence';`)),
    ).toBe(false);
  });
});
