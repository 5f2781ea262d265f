import { createHash } from 'node:crypto';
import { DOCUMENT_KINDS, DOCUMENTS_BY_PRODUCT, type DocumentKind, type PdfDocumentKind } from '@asiguro/domain';
import { z } from 'zod';
import { documentDataSchema, type DocumentData, type DocumentDataInput } from '../document-data/document-data.schema';
import { isCertificate } from '../render/document-facts';
import { renderDocument } from '../render/render-document';
import { signPdf, type DocumentSigner } from '../signing/pdf-signer';
import type { DocumentStorage, StoredDocument } from '../storage/document-storage';
import { documentTexts } from '../texts/document-texts';
import { PKPASS_CONTENT_TYPE, applePassJson, createApplePass } from '../wallet/apple-wallet-pass';
import { googleWalletObject, googleWalletSaveLink } from '../wallet/google-wallet-link';
import type { WalletKeys } from '../wallet/wallet-keys';

/** One stored document of an order, as the pipeline records it. */
export const generatedDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  storageKey: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().positive(),
  contentType: z.string(),
  /** What the download offers as file name (ASCII: number and kind, no personal data). */
  fileName: z.string(),
});
export type GeneratedDocument = z.infer<typeof generatedDocumentSchema>;

export interface GenerateOptions {
  signer: DocumentSigner;
  storage: DocumentStorage;
  /** Needed by lines whose documents include wallet passes. */
  walletKeys?: WalletKeys;
  /**
   * The signing time and the Google link's issue time. Defaults to the data's issuedAt, which
   * keeps regeneration byte-identical; a retry may pass any time, since stored keys depend only
   * on the content.
   */
  now?: Date;
}

export const PDF_CONTENT_TYPE = 'application/pdf';
export const GOOGLE_PASS_CONTENT_TYPE = 'application/json';

/**
 * What the stored google_pass holds: the "Add to Google Wallet" link (its JWT carries an issue
 * time, so it is made once, with the documents, where the wallet keys are) and its ids.
 */
export const googlePassFileSchema = z.object({
  saveUrl: z.string().startsWith('https://pay.google.com/gp/v/save/'),
  objectId: z.string(),
  classId: z.string(),
});

/** The save link in a stored google_pass file; throws when the file is not one. */
export function googleSaveUrlOf(bytes: Uint8Array): string {
  return googlePassFileSchema.parse(JSON.parse(Buffer.from(bytes).toString('utf8'))).saveUrl;
}

const FILE_STEM: Record<PdfDocumentKind, string> = {
  demand: 'application',
  contract: 'contract',
  policy: 'policy',
  documents: 'road-tax-confirmation',
  amicable_settlement: 'accident-report',
  invoice: 'invoice',
};

const fileSafe = (value: string) => value.replace(/[^A-Za-z0-9-]+/g, '-');
const sha256 = (...parts: Array<string | Uint8Array>) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** An artefact to store: its key is fixed from deterministic content before it is produced. */
interface Artefact {
  kind: DocumentKind;
  contentType: string;
  fileName: string;
  /** Hash of what determines the content, so equal input maps to the same key. */
  contentId: string;
  extension: string;
  produce: () => Promise<Uint8Array>;
}

function isPdfKind(kind: DocumentKind): kind is PdfDocumentKind {
  return kind !== 'wallet_pass' && kind !== 'google_pass';
}

function requireWalletKeys(options: GenerateOptions): WalletKeys {
  if (!options.walletKeys) throw new Error('walletKeys are required for products with wallet passes');
  return options.walletKeys;
}

async function artefact(
  kind: DocumentKind,
  data: DocumentData,
  options: GenerateOptions,
  now: Date,
): Promise<Artefact> {
  const number = fileSafe(data.policyNumber);
  if (isPdfKind(kind)) {
    const unsigned = await renderDocument(kind, data);
    const stem = kind === 'policy' && isCertificate(data) ? 'certificate' : FILE_STEM[kind];
    return {
      kind,
      contentType: PDF_CONTENT_TYPE,
      fileName: `${stem}-${kind === 'invoice' ? fileSafe(data.invoice.number) : number}.pdf`,
      // The signing certificate is part of the identity: a new certificate means a new file.
      contentId: sha256(unsigned, options.signer.certificateSha256),
      extension: 'pdf',
      produce: () =>
        signPdf(unsigned, options.signer, { signingTime: now, reason: documentTexts(data.language).signatureReason }),
    };
  }
  const keys = requireWalletKeys(options);
  if (kind === 'wallet_pass') {
    // The pass's PKCS#7 carries a signing time, so the key comes from pass.json, not the zip.
    return {
      kind,
      contentType: PKPASS_CONTENT_TYPE,
      fileName: `${number}.pkpass`,
      contentId: sha256(JSON.stringify(applePassJson(data, keys.apple)), keys.apple.signerCertPem),
      extension: 'pkpass',
      produce: () => createApplePass(data, keys.apple),
    };
  }
  return {
    kind,
    contentType: GOOGLE_PASS_CONTENT_TYPE,
    fileName: `${number}-google-wallet.json`,
    // The JWT carries its issue time, so the key comes from the pass object it saves.
    contentId: sha256(JSON.stringify(googleWalletObject(data, keys.google)), keys.google.privateKeyId),
    extension: 'json',
    produce: async () => {
      const link = googleWalletSaveLink(data, keys.google, now);
      return Buffer.from(
        `${JSON.stringify({ saveUrl: link.saveUrl, objectId: link.objectId, classId: link.classId }, null, 2)}\n`,
      );
    },
  };
}

/** Storage key of a document: no personal data, and the content hash makes it immutable. */
export function documentStorageKey(orderId: string, kind: DocumentKind, contentId: string, extension: string): string {
  return `orders/${orderId}/${kind}-${contentId.slice(0, 16)}.${extension}`;
}

/**
 * Renders, signs and stores every document the order's product line produces
 * (DOCUMENTS_BY_PRODUCT), in that order. Idempotent: equal input maps to the same keys and a
 * document already stored is not produced or written again, so a retried job neither duplicates
 * files nor changes what the customer already downloaded.
 */
export async function generateOrderDocuments(
  input: DocumentDataInput,
  options: GenerateOptions,
): Promise<GeneratedDocument[]> {
  const data = documentDataSchema.parse(input);
  const now = options.now ?? new Date(data.issuedAt);
  const results: GeneratedDocument[] = [];
  for (const kind of DOCUMENTS_BY_PRODUCT[data.product]) {
    const item = await artefact(kind, data, options, now);
    const key = documentStorageKey(data.orderId, kind, item.contentId, item.extension);
    // A concurrent run of the same order (a retried job) may store first; both then report its file.
    const stored: StoredDocument =
      (await options.storage.stat(key)) ?? (await options.storage.putIfAbsent(key, await item.produce()));
    results.push({
      kind,
      storageKey: stored.key,
      sha256: stored.sha256,
      size: stored.size,
      contentType: item.contentType,
      fileName: item.fileName,
    });
  }
  return results;
}
