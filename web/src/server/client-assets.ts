import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StorefrontClientAssets } from '@asiguro/contracts';

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

/** The boot script's entry in the client build's manifest. */
export const BOOT_ENTRY = 'src/boot/boot.ts';

/** The files of the client build (`dist/client`) every page links to, from its manifest. */
export function clientAssets(clientDir: string): StorefrontClientAssets {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const boot = manifest[BOOT_ENTRY];
  if (!boot?.isEntry) throw new Error(`the client build in ${clientDir} has no ${BOOT_ENTRY} entry`);
  return { css: (boot.css ?? []).map((file) => `/${file}`), script: `/${boot.file}` };
}
