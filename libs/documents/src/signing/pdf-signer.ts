import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { pdfDate } from '../render/pdf/pdf-file';
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
 * The body of a PDF literal text string in ASCII: non-ASCII text (ș, Cyrillic) becomes UTF-16BE
 * with a BOM, and every byte outside printable ASCII, parentheses and backslash is written as an
 * octal escape.
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

/** What the signer needs of the file it signs: its trailer and the objects it updates. */
interface SignedFile {
  size: number;
  root: number;
  info?: number;
  id?: string;
  /** Where the last cross-reference section starts (the update's /Prev). */
  xref: number;
  catalog: string;
  page: number;
  pageDictionary: string;
}

class UnsupportedPdfError extends Error {
  constructor(reason: string) {
    super(`signPdf signs PDFs with a classic cross-reference table, as renderDocument writes them: ${reason}`);
  }
}

/** Reads the last trailer, the catalog and the first page of a PDF with a cross-reference table. */
function readSignedFile(pdf: Buffer): SignedFile {
  const tail = pdf.toString('latin1', Math.max(0, pdf.length - 1024));
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!startxref) throw new UnsupportedPdfError('no startxref at the end');
  const xref = Number(startxref[1]);
  const section = pdf.toString('latin1', xref);
  if (!section.startsWith('xref')) throw new UnsupportedPdfError('no cross-reference table');
  const offsets = new Map<number, number>();
  const lines = section.split(/\r?\n|\r/);
  let index = 1;
  while (/^\d+ \d+\s*$/.test(lines[index])) {
    const [first, count] = lines[index].trim().split(' ').map(Number);
    for (let entry = 0; entry < count; entry += 1) {
      const [offset, , kind] = lines[index + 1 + entry].trim().split(' ');
      if (kind === 'n') offsets.set(first + entry, Number(offset));
    }
    index += 1 + count;
  }
  const trailer = section.slice(section.indexOf('trailer'));
  const number = (key: string) => {
    const match = new RegExp(`/${key}\\s+(\\d+)`).exec(trailer);
    return match ? Number(match[1]) : undefined;
  };
  const size = number('Size');
  const root = number('Root');
  if (size === undefined || root === undefined) throw new UnsupportedPdfError('no /Size or /Root in the trailer');
  const object = (objectNumber: number) => {
    const offset = offsets.get(objectNumber);
    if (offset === undefined) throw new UnsupportedPdfError(`object ${objectNumber} is not in the last section`);
    const text = pdf.toString('latin1', offset, pdf.indexOf('endobj', offset));
    return text.slice(text.indexOf('obj') + 3).trim();
  };
  const catalog = object(root);
  if (/\/AcroForm/.test(catalog)) throw new UnsupportedPdfError('the document already has a form (signed?)');
  let page = Number(/\/Pages\s+(\d+)\s+0\s+R/.exec(catalog)?.[1]);
  let pageDictionary = object(page);
  // Down the page tree to the first page.
  while (/\/Type\s*\/Pages\b/.test(pageDictionary)) {
    page = Number(/\/Kids\s*\[\s*(\d+)\s+0\s+R/.exec(pageDictionary)?.[1]);
    pageDictionary = object(page);
  }
  if (/\/Annots/.test(pageDictionary)) throw new UnsupportedPdfError('the first page already has annotations');
  const id = /\/ID\s*\[\s*<([0-9A-Fa-f]*)>/.exec(trailer)?.[1];
  return { size, root, info: number('Info'), id, xref, catalog, page, pageDictionary };
}

/** A dictionary with entries added before its closing >>. */
const withEntries = (dictionary: string, entries: string) => dictionary.replace(/>>\s*$/, `${entries} >>`);

const BYTE_RANGE_WIDTH = '[0 0000000000 0000000000 0000000000]'.length;

/**
 * Signs a PDF with a PAdES-compatible signature: an invisible signature field whose dictionary
 * has SubFilter ETSI.CAdES.detached, the reason, location, contact and signer name, and a CAdES
 * CMS over every byte but the signature itself, so any later change breaks it.
 *
 * The signature is an incremental update written directly: the catalog with an AcroForm, the
 * first page with the signature's widget, the field and its signature dictionary, a
 * cross-reference section and a trailer pointing back at the document's. The unsigned bytes stay
 * as they are, the first part of the signed range.
 */
export async function signPdf(pdf: Uint8Array, signer: DocumentSigner, options: SignOptions = {}): Promise<Buffer> {
  const unsigned = Buffer.isBuffer(pdf) ? pdf : Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const file = readSignedFile(unsigned);
  const field = file.size;
  const signature = file.size + 1;
  const start = unsigned[unsigned.length - 1] === 0x0a ? '' : '\n';
  const objects: Array<[number, string]> = [
    [file.root, withEntries(file.catalog, ` /AcroForm << /Fields [${field} 0 R] /SigFlags 3 >>`)],
    [file.page, withEntries(file.pageDictionary, ` /Annots [${field} 0 R]`)],
    [
      field,
      `<< /Type /Annot /Subtype /Widget /FT /Sig /Rect [0 0 0 0] /V ${signature} 0 R /T (Signature1) /F 4 ` +
        `/P ${file.page} 0 R >>`,
    ],
    [
      signature,
      `<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /${PADES_SUBFILTER} ` +
        `/ByteRange ${' '.repeat(BYTE_RANGE_WIDTH)} /Contents <${'0'.repeat(signer.signatureLength)}> ` +
        `/Reason (${pdfLiteralText(options.reason ?? 'Issued and signed electronically')}) ` +
        `/M ${pdfDate(options.signingTime ?? new Date())} /ContactInfo (${pdfLiteralText(signer.contactInfo)}) ` +
        `/Name (${pdfLiteralText(signer.name)}) /Location (${pdfLiteralText(signer.location)}) ` +
        '/Prop_Build << /App << /Name /Asiguro#20documents >> >> >>',
    ],
  ];
  let update = start;
  const offsets = new Map<number, number>();
  for (const [number, body] of objects) {
    offsets.set(number, unsigned.length + update.length);
    update += `${number} 0 obj\n${body}\nendobj\n`;
  }
  const xrefAt = unsigned.length + update.length;
  update += 'xref\n0 1\n0000000000 65535 f \n';
  for (const number of [...offsets.keys()].sort((a, b) => a - b)) {
    update += `${number} 1\n${String(offsets.get(number)).padStart(10, '0')} 00000 n \n`;
  }
  update +=
    `trailer\n<< /Size ${signature + 1} /Root ${file.root} 0 R` +
    (file.info !== undefined ? ` /Info ${file.info} 0 R` : '') +
    (file.id !== undefined ? ` /ID [<${file.id}> <${file.id}>]` : '') +
    ` /Prev ${file.xref} >>\nstartxref\n${xrefAt}\n%%EOF\n`;

  const byteRangeAt = unsigned.length + update.indexOf('/ByteRange ') + '/ByteRange '.length;
  const contentsAt = unsigned.length + update.indexOf('/Contents <') + '/Contents '.length;
  const contentsEnd = contentsAt + signer.signatureLength + 2;
  const total = unsigned.length + update.length;
  const out = Buffer.allocUnsafe(total);
  unsigned.copy(out, 0);
  out.write(update, unsigned.length, 'latin1');
  out.write(`[0 ${contentsAt} ${contentsEnd} ${total - contentsEnd}]`.padEnd(BYTE_RANGE_WIDTH), byteRangeAt, 'latin1');
  const digest = createHash('sha256').update(out.subarray(0, contentsAt)).update(out.subarray(contentsEnd)).digest();
  const cms = signer.cms.signDigest(digest).toString('hex');
  if (cms.length > signer.signatureLength) throw new Error('The CMS does not fit the space reserved for it');
  out.write(cms, contentsAt + 1, 'latin1');
  return out;
}
