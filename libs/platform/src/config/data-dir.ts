import { resolve } from 'node:path';
import type { Env } from './env.schema';

/** Where generated files live: DATA_DIR, else var/ in the folder the product was started from. */
export function dataDir(config: Pick<Env, 'DATA_DIR'>): string {
  return resolve(config.DATA_DIR || resolve(process.cwd(), 'var'));
}
