import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '@asiguro/testing';

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
}

const lock = JSON.parse(readFileSync(join(repositoryRoot, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
};

/** Where Node would find `name` from the package at `from` (its own node_modules, then its parents'). */
function resolve(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent >= 0 ? base.slice(0, parent) : '';
  }
}

/*
 * `npm ci` installs exactly what package-lock.json lists. A lock written by `npm install` on one
 * platform can lose the other platforms' optional binaries (rollup's, swc's, esbuild's…): `npm ci`
 * then fails, or installs a tree that cannot build, on a Mac or an arm64 laptop. This keeps every
 * one of them in the lock (to restore them: see docs/dependencies in the README).
 */
describe('package-lock.json', () => {
  it('is a lockfile npm ci reads (version 3, packages by path)', () => {
    expect(lock.lockfileVersion).toBe(3);
    expect(lock.packages['']).toBeDefined();
  });

  it('lists every optional dependency of every package: each platform’s native binaries', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolve(path, name)) missing.push(`${path || '(root)'} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('holds the binaries of the platforms the team and CI build on', () => {
    for (const binary of [
      '@rollup/rollup-linux-x64-gnu',
      '@rollup/rollup-linux-arm64-gnu',
      '@rollup/rollup-darwin-arm64',
      '@rollup/rollup-darwin-x64',
      '@rollup/rollup-win32-x64-msvc',
      '@esbuild/linux-x64',
      '@esbuild/darwin-arm64',
      '@esbuild/win32-x64',
      '@swc/core-linux-x64-gnu',
      '@swc/core-darwin-arm64',
      '@swc/core-win32-x64-msvc',
    ]) {
      expect({ binary, locked: Boolean(lock.packages[`node_modules/${binary}`]) }).toEqual({ binary, locked: true });
    }
  });
});
