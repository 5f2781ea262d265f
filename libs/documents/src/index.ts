// Document facts
export * from './document-data/document-data.schema';
export * from './document-data/dev-seller';
export * from './samples/sample-document-data';
// Texts
export * from './texts/document-texts';
export { documentTextsFor } from './texts/bilingual-texts';
// What each line's documents must state
export * from './requirements/document-requirements';
// Rendering
export { renderDocument, documentTitle, PDF_RENDERERS } from './render/render-document';
export { formatAmount } from './render/format';
// Signing
export {
  loadDocumentSigner,
  signPdf,
  PADES_SUBFILTER,
  type DocumentSigner,
  type DocumentSignerOptions,
  type SignOptions,
} from './signing/pdf-signer';
export {
  ensureDevSigningCertificate,
  devCertsDir,
  type DevSigningCertificate,
} from './signing/dev-signing-certificate';
export { SigningCertificateError } from './signing/pkcs12';
// Storage
export * from './storage/document-storage';
export { FileSystemDocumentStorage, documentsDir } from './storage/file-system-document-storage';
export { DiscardingStorage } from './storage/discarding-document-storage';
// Wallet
export * from './wallet/wallet-keys';
export { ensureDevWalletKeys } from './wallet/dev-wallet-keys';
export { readWalletKeys, WALLET_KEY_FILES, WalletKeysError } from './wallet/wallet-key-files';
export { createApplePass, applePassJson, PKPASS_CONTENT_TYPE } from './wallet/apple-wallet-pass';
export { googleWalletSaveLink, googleWalletObject, type GoogleWalletLink } from './wallet/google-wallet-link';
// The entry point
export * from './generate/generate-order-documents';
// The benchmark `npm run bench` runs
export {
  benchDocuments,
  documentBenchTable,
  type DocumentBench,
  type DocumentBenchResult,
} from './bench/documents.bench';
