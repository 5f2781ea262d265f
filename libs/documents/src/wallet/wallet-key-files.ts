import { createPublicKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import forge from 'node-forge';
import type { WalletKeys } from './wallet-keys';

/** The files of a wallet-keys folder (WALLET_KEYS_DIR in production; development generates the same set). */
export const WALLET_KEY_FILES = {
  /** Apple's pass type certificate (PEM): its subject names the Pass Type ID (UID) and the team (OU). */
  signerCertificate: 'pass-signer.pem',
  signerKey: 'pass-signer.key.pem',
  /** Optional: the passphrase of an encrypted signer key. */
  signerKeyPassword: 'pass-signer.password',
  /** Apple's WWDR intermediate certificate (PEM). */
  wwdr: 'wwdr.pem',
  /** The Google Cloud service account key (JSON) the Wallet save links are signed with. */
  googleServiceAccount: 'google-service-account.json',
} as const;

/** Thrown when a wallet-keys folder lacks a file or holds one that cannot be read. */
export class WalletKeysError extends Error {
  constructor(message: string) {
    super(`wallet keys: ${message}`);
    this.name = 'WalletKeysError';
  }
}

async function required(folder: string, file: string): Promise<string> {
  try {
    return await readFile(join(folder, file), 'utf8');
  } catch (error) {
    throw new WalletKeysError(`${file} cannot be read in ${folder} (${(error as NodeJS.ErrnoException).code})`);
  }
}

async function optional(folder: string, file: string): Promise<string | undefined> {
  try {
    return (await readFile(join(folder, file), 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The wallet-pass signing keys of a folder: Apple's pass type certificate and key with the WWDR
 * intermediate, and Google's service account. The Pass Type ID and team come from the
 * certificate; the Google Wallet issuer id from `issuerId` (GOOGLE_WALLET_ISSUER_ID), else from
 * the service account file's `issuer_id` (development's stand-ins carry one).
 */
export async function readWalletKeys(folder: string, issuerId?: string): Promise<WalletKeys> {
  const signerCertPem = await required(folder, WALLET_KEY_FILES.signerCertificate);
  let subject: forge.pki.Certificate['subject'];
  try {
    subject = forge.pki.certificateFromPem(signerCertPem).subject;
  } catch {
    throw new WalletKeysError(`${WALLET_KEY_FILES.signerCertificate} is not a PEM certificate`);
  }
  const passTypeIdentifier = subject.getField({ type: '0.9.2342.19200300.100.1.1' })?.value as string | undefined;
  const teamIdentifier = subject.getField('OU')?.value as string | undefined;
  if (!passTypeIdentifier || !teamIdentifier) {
    throw new WalletKeysError(`${WALLET_KEY_FILES.signerCertificate} names no Pass Type ID (UID) or team (OU)`);
  }
  const account = JSON.parse(await required(folder, WALLET_KEY_FILES.googleServiceAccount)) as {
    private_key_id?: string;
    private_key?: string;
    client_email?: string;
    issuer_id?: string;
  };
  const issuer = issuerId ?? account.issuer_id;
  if (!account.private_key || !account.private_key_id || !account.client_email || !issuer) {
    throw new WalletKeysError(
      `${WALLET_KEY_FILES.googleServiceAccount} lacks private_key, private_key_id or client_email, or no issuer id is known`,
    );
  }
  return {
    apple: {
      passTypeIdentifier,
      teamIdentifier,
      signerCertPem,
      signerKeyPem: await required(folder, WALLET_KEY_FILES.signerKey),
      signerKeyPassphrase: await optional(folder, WALLET_KEY_FILES.signerKeyPassword),
      wwdrPem: await required(folder, WALLET_KEY_FILES.wwdr),
    },
    google: {
      issuerId: issuer,
      serviceAccountEmail: account.client_email,
      privateKeyId: account.private_key_id,
      privateKeyPem: account.private_key,
      publicKeyPem: createPublicKey(account.private_key).export({ type: 'spki', format: 'pem' }).toString(),
    },
  };
}
