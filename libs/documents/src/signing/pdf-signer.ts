import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import signpdf from '@signpdf/signpdf';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { CadesSigner } from './cades-signer';
import { certificateDer } from './certificates';
import { readPkcs12 } from './pkcs12';

/** PAdES baseline signatures name this SubFilter (ETSI EN 319 142-1). */
export const PADES_SUBFILTER = 'ETSI.CAdES.detached';

export interface DocumentSignerOptions {
  /** The PKCS#12 bytes: development's generated file or DOCUMENT_SIGNING_P12 in production. */
  p12: Uint8Array;
  /** DOCUMENT_SIGNING_P12_PASSWORD. */
  password: string;
  /** Shown as the signer's name; defaults to the certificate's common name. */
  name?: string;
  location?: string;
  /** How to reach the signer (e.g. SUPPORT_EMAIL). */
  contactInfo: string;
}

/** What signs documents: the CMS signer plus the signature dictionary's descriptive fields. */
export interface DocumentSigner {
  readonly cms: CadesSigner;
  readonly name: string;
  readonly location: string;
  readonly contactInfo: string;
  /** SHA-256 of the signing certificate (hex), to tell which certificate signed what. */
  readonly certificateSha256: string;
  /** Hex characters reserved in the PDF for the CMS. */
  readonly signatureLength: number;
}

export interface SignOptions {
  /** The claimed signing time (/M); defaults to now. Pass a fixed time for reproducible output. */
  signingTime?: Date;
  reason?: string;
}

/** Opens the PKCS#12 file once; the result signs any number of documents. */
export function loadDocumentSigner(options: DocumentSignerOptions): DocumentSigner {
  const identity = readPkcs12(options.p12, options.password);
  const cms = new CadesSigner(identity);
  // A trial signature measures the CMS (certificates included) to size the placeholder.
  const trialLength = cms.signDigest(Buffer.alloc(32)).length;
  const commonName = identity.certificate.subject.getField('CN') as forge.pki.CertificateField | null;
  return {
    cms,
    name: options.name ?? (commonName ? fieldText(commonName) : 'Document signer'),
    location: options.location ?? 'Chișinău, MD',
    contactInfo: options.contactInfo,
    certificateSha256: createHash('sha256').update(certificateDer(identity.certificate)).digest('hex'),
    signatureLength: Math.ceil(((trialLength + 256) * 2) / 1024) * 1024,
  };
}

/** A parsed certificate keeps attribute values as raw bytes; UTF8String and BMPString need decoding. */
function fieldText(field: forge.pki.CertificateField): string {
  const raw = Buffer.from(String(field.value), 'binary');
  const tag = field.valueTagClass as unknown as forge.asn1.Type;
  if (tag === forge.asn1.Type.UTF8) return raw.toString('utf8');
  if (tag === forge.asn1.Type.BMPSTRING) return swapBytes(raw).toString('utf16le');
  return raw.toString('latin1');
}

/**
 * A PDF text string that survives @signpdf/placeholder-pdf-lib, which writes its text fields as
 * literal strings byte for byte: non-ASCII text (ș, Cyrillic) becomes UTF-16BE with a BOM, and
 * every byte outside printable ASCII, parentheses and backslash are written as octal escapes.
 */
export function pdfLiteralText(text: string): string {
  const ascii = /^[\x20-\x7e]*$/.test(text);
  const bytes = ascii ? Buffer.from(text, 'latin1') : Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(text)]);
  let out = '';
  for (const byte of bytes) {
    const printable = byte >= 0x20 && byte <= 0x7e && byte !== 0x28 && byte !== 0x29 && byte !== 0x5c;
    out += printable ? String.fromCharCode(byte) : `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return out;
}

/** UTF-16LE ⇄ UTF-16BE. */
function swapBytes(bytes: Buffer): Buffer {
  const swapped = Buffer.from(bytes);
  for (let index = 0; index + 1 < swapped.length; index += 2) {
    swapped[index] = bytes[index + 1];
    swapped[index + 1] = bytes[index];
  }
  return swapped;
}

function utf16be(text: string): Buffer {
  return swapBytes(Buffer.from(text, 'utf16le'));
}

/**
 * Signs a PDF with a PAdES-compatible signature: an invisible signature field whose dictionary
 * has SubFilter ETSI.CAdES.detached, the reason, location, contact and signer name, and a CAdES
 * CMS over every byte but the signature itself, so any later change breaks it.
 */
export async function signPdf(pdf: Uint8Array, signer: DocumentSigner, options: SignOptions = {}): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: pdfLiteralText(options.reason ?? 'Issued and signed electronically'),
    contactInfo: pdfLiteralText(signer.contactInfo),
    name: pdfLiteralText(signer.name),
    location: pdfLiteralText(signer.location),
    signingTime: options.signingTime ?? new Date(),
    signatureLength: signer.signatureLength,
    subFilter: PADES_SUBFILTER,
    appName: 'Asiguro documents',
  });
  const withPlaceholder = await doc.save({ useObjectStreams: false });
  return signpdf.sign(Buffer.from(withPlaceholder), signer.cms, options.signingTime);
}
