import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  devCertsDir,
  DiscardingStorage,
  documentsDir,
  ensureDevSigningCertificate,
  ensureDevWalletKeys,
  FileSystemDocumentStorage,
  readWalletKeys,
  generateOrderDocuments,
  loadDocumentSigner,
  sampleDocumentData,
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
 * Loads the keys and produces one sample order's documents into nothing, so that the first
 * customers after a start do not wait for the keys, the fonts and code run for the first time
 * (about three seconds in the open loop at 5 orders/s, docs/performance.md).
 */
export type DocumentWarmUp = () => Promise<void>;

/**
 * A renderer on the calling thread, its keys loaded once (and again after a failed load). The
 * document threads run one each; with DOCUMENT_THREADS=0 the worker's event loop does.
 */
export function documentRenderer(config: Env): DocumentRenderer & { warmUp: DocumentWarmUp } {
  const storage = new FileSystemDocumentStorage(documentsDir(dataDir(config)));
  let keys: Promise<{ signer: DocumentSigner; walletKeys: WalletKeys }> | undefined;
  const loadedKeys = () =>
    (keys ??= loadDocumentKeys(config).catch((error: unknown) => {
      keys = undefined;
      throw error;
    }));
  const render: DocumentRenderer = async (input) => generateOrderDocuments(input, { ...(await loadedKeys()), storage });
  const warmUp: DocumentWarmUp = async () => {
    const sample = sampleDocumentData('rca', 'ro');
    await generateOrderDocuments(sample, { ...(await loadedKeys()), storage: new DiscardingStorage() });
  };
  return Object.assign(render, { warmUp });
}
