import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export type ContentCoding = 'br' | 'gzip' | 'identity';

interface StaticFile {
  path: string;
  /** Copies the build compressed beside the file (`.br`, `.gz`). */
  codings: Set<ContentCoding>;
}

/** Every file under `root` by its URL path, with the compressed copies the build wrote beside it. */
function indexFiles(root: string): Map<string, StaticFile> {
  const found = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(path);
      } else if (!/\.(br|gz)$/.test(entry.name)) {
        found.set(`/${relative(root, path).split(sep).join('/')}`, { path, codings: new Set(['identity']) });
      }
    }
  };
  walk(root);
  for (const file of found.values()) {
    const siblings = readdirSync(join(file.path, '..'));
    const name = file.path.slice(file.path.lastIndexOf(sep) + 1);
    if (siblings.includes(`${name}.br`)) file.codings.add('br');
    if (siblings.includes(`${name}.gz`)) file.codings.add('gzip');
  }
  return found;
}

/**
 * The coding to send, from the request's Accept-Encoding: brotli, else gzip, else none, among
 * those the file has and the browser accepts (q=0 refuses one). Brotli first whatever the
 * header's order: it is the smaller of the two.
 */
export function chooseCoding(acceptEncoding: string | undefined, available: ReadonlySet<ContentCoding>): ContentCoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const acceptable = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  for (const coding of ['br', 'gzip'] as const) if (available.has(coding) && acceptable(coding)) return coding;
  return 'identity';
}

const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz', identity: '' };

/**
 * Serves a built app's files, each in the compressed copy the build made when the browser
 * accepts it (Content-Encoding, Vary: Accept-Encoding): nothing is compressed per request.
 * Files under `immutablePrefix` have a content hash in their name and are cached for a year.
 */
export function precompressedStatic(root: string, immutablePrefix = '/assets/'): RequestHandler {
  const files = indexFiles(root);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = files.get(req.path);
    if (!file) return next();
    const coding = chooseCoding(req.headers['accept-encoding'], file.codings);
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(extname(file.path));
    res.setHeader(
      'Cache-Control',
      req.path.startsWith(immutablePrefix)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    );
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    res.sendFile(file.path + SUFFIX[coding], { cacheControl: false, dotfiles: 'allow' }, (error) => {
      if (error) next(error);
    });
  };
}
