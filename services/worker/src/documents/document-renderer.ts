import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  devCertsDir,
  documentsDir,
  ensureDevSigningCertificate,
  ensureDevWalletKeys,
  FileSystemDocumentStorage,
  readWalletKeys,
  generateOrderDocuments,
  loadDocumentSigner,
  type DocumentDataInput,
  type DocumentSigner,
  type WalletKeys,
} from '@asiguro/documents';
import { dataDir, type Env } from '@asiguro/platform';
import type { ProducedDocument } from '../partners/ports';

/*
 * Rendering, signing and storing an order's documents, with nothing else of the worker: a
 * document thread loads this module alone.
 */

/** The signing certificate and wallet keys: the configured ones in production, generated ones otherwise. */
export async function loadDocumentKeys(config: Env): Promise<{ signer: DocumentSigner; walletKeys: WalletKeys }> {
  const root = dataDir(config);
  const p12 = config.DOCUMENT_SIGNING_P12
    ? { path: config.DOCUMENT_SIGNING_P12, password: config.DOCUMENT_SIGNING_P12_PASSWORD }
    : await ensureDevSigningCertificate(devCertsDir(root)).then((dev) => ({
        path: dev.p12Path,
        password: dev.password,
      }));
  const signer = loadDocumentSigner({
    p12: await readFile(p12.path),
    password: p12.password,
    contactInfo: config.SUPPORT_EMAIL,
  });
  // Production's own keys (required there, like the signing certificate); development's stand-ins.
  const walletKeys = config.WALLET_KEYS_DIR
    ? await readWalletKeys(config.WALLET_KEYS_DIR, config.GOOGLE_WALLET_ISSUER_ID)
    : await ensureDevWalletKeys(join(devCertsDir(root), 'wallet'));
  return { signer, walletKeys };
}

/** Renders, signs and stores an order's documents on the calling thread. */
export type DocumentRenderer = (input: DocumentDataInput) => Promise<ProducedDocument[]>;

/**
 * A renderer on the calling thread, its keys loaded once (and again after a failed load). The
 * document threads run one each; with DOCUMENT_THREADS=0 the worker's event loop does.
 */
export function documentRenderer(config: Env): DocumentRenderer {
  const storage = new FileSystemDocumentStorage(documentsDir(dataDir(config)));
  let keys: Promise<{ signer: DocumentSigner; walletKeys: WalletKeys }> | undefined;
  return async (input) => {
    keys ??= loadDocumentKeys(config).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    const { signer, walletKeys } = await keys;
    return generateOrderDocuments(input, { signer, storage, walletKeys });
  };
}
