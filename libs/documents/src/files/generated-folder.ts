import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Files to create: name → content. */
export type GeneratedFiles = Record<string, string | Uint8Array>;

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Writes and flushes a file that only its owner may read (keys, passwords). */
async function writePrivate(path: string, content: string | Uint8Array): Promise<void> {
  const handle = await open(path, 'wx', 0o600);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Returns `folder`, creating it with `generate()`'s files when it does not exist yet. The files
 * are written into a temporary sibling that is renamed into place, so a reader never sees half a
 * set; when two processes race, the first rename wins and the other discards its own set.
 */
export async function ensureGenerated(folder: string, generate: () => GeneratedFiles): Promise<string> {
  if (await exists(folder)) return folder;
  await mkdir(dirname(folder), { recursive: true });
  const temporary = join(dirname(folder), `.${basename(folder)}.${process.pid}.${randomBytes(6).toString('hex')}`);
  await mkdir(temporary, { mode: 0o700 });
  try {
    for (const [name, content] of Object.entries(generate())) await writePrivate(join(temporary, name), content);
    await rename(temporary, folder);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if ((code === 'ENOTEMPTY' || code === 'EEXIST') && (await exists(folder))) return folder;
    throw error;
  }
  return folder;
}

export async function readText(path: string): Promise<string> {
  return (await readFile(path, 'utf8')).trim();
}
