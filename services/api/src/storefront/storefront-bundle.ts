import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { StorefrontClientAssets, StorefrontServerEntry } from '@asiguro/contracts';

/** The built storefront: the browser's files and the server bundle that renders its pages. */
export interface StorefrontBuild {
  clientDir: string;
  entry: StorefrontServerEntry;
  assets: StorefrontClientAssets;
}

/**
 * The storefront built in `webDist` (default web/dist): `client/` for browsers, and
 * `server/entry-server.cjs`, which renders pages. Undefined when it has not been built (`npm
 * start` builds it; API tests without pages run without it).
 */
export function loadStorefrontBuild(webDist: string): StorefrontBuild | undefined {
  const root = webDist || join(resolve(__dirname, '../../../..'), 'web', 'dist');
  const clientDir = join(root, 'client');
  const entryFile = join(root, 'server', 'entry-server.cjs');
  if (!existsSync(entryFile) || !existsSync(join(clientDir, '.vite', 'manifest.json'))) return undefined;
  // A CommonJS file the storefront's build writes; the API's compiled code loads it at start-up.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const entry = require(entryFile) as StorefrontServerEntry;
  return { clientDir, entry, assets: entry.clientAssets(clientDir) };
}
