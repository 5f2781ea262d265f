import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const privateJwkSchema = z.looseObject({ kty: z.literal('RSA'), kid: z.string(), n: z.string(), d: z.string() });
export type PrivateJwk = z.infer<typeof privateJwkSchema>;

/**
 * The provider's ID token signing key (RS256), kept in the data folder so a restarted sandbox
 * signs with the key relying parties already cached. Created once, atomically (a hard link
 * never replaces a file another process created first).
 */
export function identitySigningKey(dir: string, provider: string): PrivateJwk {
  const file = join(dir, `${provider}.jwk.json`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = { ...privateKey.export({ format: 'jwk' }), kid: `${provider}-${randomBytes(6).toString('hex')}` };
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, JSON.stringify(jwk), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return privateJwkSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
