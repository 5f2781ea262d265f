import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FileSystemDocumentStorage,
  ensureDevSigningCertificate,
  ensureDevWalletKeys,
  generateOrderDocuments,
  loadDocumentSigner,
  renderDocument,
  sampleDocumentData,
  signPdf,
  type DevSigningCertificate,
  type DocumentSigner,
  type GeneratedDocument,
  type WalletKeys,
} from '@asiguro/documents';
import { DOCUMENTS_BY_PRODUCT, PRODUCT_TYPES, type ProductType } from '@asiguro/domain';
import { LOCALES, type Locale } from '@asiguro/i18n';
import { PDFArray, PDFDocument, PDFName, type PDFRef } from 'pdf-lib';

/**
 * The documents checked by standard tools, as a customer's or an authority's verifier would:
 * poppler's pdfsig and pdftotext (Debian's poppler-utils), OpenSSL and unzip.
 */

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a tool and reports its output whatever the exit code; a missing tool fails loudly. */
function run(command: string, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
        reject(new Error(`${command} is not installed (Debian: apt-get install poppler-utils openssl unzip)`));
        return;
      }
      const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

const pdfsig = async (path: string) => (await run('pdfsig', ['-no-ocsp', path])).stdout;
const VALID = 'Signature Validation: Signature is Valid.';

/** The signed byte ranges and the DER of the CMS, read as a verifier reads them. */
function signatureParts(pdf: Buffer): { content: Buffer; cms: Buffer; contentsStart: number; contentsEnd: number } {
  const match = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/.exec(pdf.toString('latin1'));
  if (!match) throw new Error('no ByteRange');
  const [start, length1, start2, length2] = match.slice(1).map(Number);
  const der = Buffer.from(pdf.subarray(start + length1 + 1, start2 - 1).toString('latin1'), 'hex');
  // DER length: 0x30 0x82 hi lo for a CMS of a few kilobytes.
  const length = der[1] === 0x82 ? der.readUInt16BE(2) + 4 : der[1] === 0x83 ? der.readUIntBE(2, 3) + 5 : der[1] + 2;
  return {
    content: Buffer.concat([pdf.subarray(start, start + length1), pdf.subarray(start2, start2 + length2)]),
    cms: der.subarray(0, length),
    contentsStart: start + length1,
    contentsEnd: start2,
  };
}

describe('signed documents checked with poppler, OpenSSL and unzip', () => {
  let dir: string;
  let dev: DevSigningCertificate;
  let signer: DocumentSigner;
  let walletKeys: WalletKeys;
  let storage: FileSystemDocumentStorage;
  const generated = new Map<string, GeneratedDocument[]>();
  const pathOf = (document: GeneratedDocument) => join(dir, 'documents', ...document.storageKey.split('/'));

  /** The documents of a line in a language, generated once for all tests. */
  async function documentsOf(product: ProductType, locale: Locale): Promise<GeneratedDocument[]> {
    const id = `${product}/${locale}`;
    let documents = generated.get(id);
    if (!documents) {
      documents = await generateOrderDocuments(sampleDocumentData(product, locale), { signer, storage, walletKeys });
      generated.set(id, documents);
    }
    return documents;
  }

  async function pdfOf(product: ProductType, locale: Locale, kind: string): Promise<string> {
    const document = (await documentsOf(product, locale)).find((candidate) => candidate.kind === kind);
    if (!document) throw new Error(`${product} has no ${kind}`);
    return pathOf(document);
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'asiguro-documents-int-'));
    dev = await ensureDevSigningCertificate(join(dir, 'dev-certs'));
    signer = loadDocumentSigner({
      p12: await readFile(dev.p12Path),
      password: dev.password,
      contactInfo: 'support@asiguro.md',
    });
    walletKeys = await ensureDevWalletKeys(join(dir, 'dev-certs'));
    storage = new FileSystemDocumentStorage(join(dir, 'documents'));
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each(PRODUCT_TYPES.flatMap((product) => LOCALES.map((locale) => [product, locale] as const)))(
    'produces the documents of %s in %s, every PDF signature valid for pdfsig',
    async (product, locale) => {
      const documents = await documentsOf(product, locale);
      expect(documents.map((document) => document.kind)).toEqual(DOCUMENTS_BY_PRODUCT[product]);
      for (const document of documents.filter((candidate) => candidate.contentType === 'application/pdf')) {
        const report = await pdfsig(pathOf(document));
        expect(report).toContain(VALID);
        expect(report).toContain('Signature Type: ETSI.CAdES.detached');
        expect(report).toContain('Total document signed');
      }
    },
  );

  describe('one changed byte', () => {
    let signed: Buffer;

    beforeAll(async () => {
      signed = await readFile(await pdfOf('rca', 'ro', 'policy'));
      expect(await pdfsig(await pdfOf('rca', 'ro', 'policy'))).toContain(VALID);
    });

    async function tampered(position: number): Promise<string> {
      const copy = Buffer.from(signed);
      // '0' or '1': a different value whether the byte is binary, text or a hex digit of any case
      // (swapping 'a' for 'A' would leave a hex-encoded signature unchanged).
      copy[position] = copy[position] === 0x30 ? 0x31 : 0x30;
      const path = join(dir, `tampered-${position}.pdf`);
      await writeFile(path, copy);
      return pdfsig(path);
    }

    it('inside the page content makes the signature invalid', async () => {
      // A byte inside the first page's content stream (its text and drawings).
      const doc = await PDFDocument.load(signed, { updateMetadata: false });
      const contents = doc.getPage(0).node.get(PDFName.of('Contents'));
      const reference = (contents instanceof PDFArray ? contents.get(0) : contents) as PDFRef;
      const object = signed.indexOf(`\n${reference.objectNumber} 0 obj`);
      const stream = signed.indexOf('stream', object) + 'stream\n'.length + 20;
      expect(stream).toBeLessThan(signatureParts(signed).contentsStart);
      const report = await tampered(stream);
      expect(report).not.toContain(VALID);
      expect(report).toContain('Digest Mismatch');
    });

    it('in the signature dictionary after the signature value (the claimed location) makes it invalid', async () => {
      const position = signed.indexOf('/Location', signatureParts(signed).contentsEnd);
      expect(position).toBeGreaterThan(0);
      expect(await tampered(position + 14)).not.toContain(VALID);
    });

    it('inside the RSA signature value makes it invalid', async () => {
      const { cms, contentsStart } = signatureParts(signed);
      // The RSA signature is the last 256 bytes of the CMS; each byte is two hex digits here.
      const position = contentsStart + 1 + 2 * (cms.length - 100);
      const report = await tampered(position);
      expect(report).not.toContain(VALID);
    });
  });

  it('keeps Romanian diacritics intact in the extracted text', async () => {
    const text = [
      (await run('pdftotext', ['-enc', 'UTF-8', await pdfOf('rca', 'ro', 'policy'), '-'])).stdout,
      (await run('pdftotext', ['-enc', 'UTF-8', await pdfOf('rca', 'ro', 'amicable_settlement'), '-'])).stdout,
    ].join('\n');
    const words = [
      'Asigurări',
      'Chișinău',
      'poliță',
      'Țurcanu',
      'Începutul',
      'răspunderii',
      'Sfînt',
      'amândoi',
      'stânga',
    ];
    for (const word of words) {
      expect(text).toContain(word);
    }
    expect(text).not.toMatch(/[şţ]/);
  });

  it('keeps Cyrillic intact in the extracted text', async () => {
    const policy = (await run('pdftotext', ['-enc', 'UTF-8', await pdfOf('rca', 'ru', 'policy'), '-'])).stdout;
    const contract = (await run('pdftotext', ['-enc', 'UTF-8', await pdfOf('medical', 'ru', 'contract'), '-'])).stdout;
    expect(policy).toContain('Страховой полис');
    expect(policy).toContain('Транспортное средство');
    expect(contract).toContain('Договор страхования');
    expect(contract).toContain('Застрахованные лица');
  });

  it('carries a CMS that OpenSSL verifies up to the development CA', async () => {
    const { content, cms } = signatureParts(await readFile(await pdfOf('green-card', 'en', 'policy')));
    await writeFile(join(dir, 'content.bin'), content);
    await writeFile(join(dir, 'signature.der'), cms);
    const result = await run('openssl', [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      join(dir, 'signature.der'),
      '-content',
      join(dir, 'content.bin'),
      '-CAfile',
      dev.caCertPath,
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ]);
    expect(result.stderr).toContain('Verification successful');
    expect(result.code).toBe(0);
  });

  it('signs with a PKCS#12 file made by OpenSSL 3, as production configures one', async () => {
    const folder = join(dir, 'production');
    await mkdir(folder);
    const key = join(folder, 'key.pem');
    const certificate = join(folder, 'certificate.pem');
    const p12 = join(folder, 'seal.p12');
    const made = await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-sha256',
      '-nodes',
      '-days',
      '30',
      '-keyout',
      key,
      '-out',
      certificate,
      '-subj',
      '/C=MD/O=Asiguro S.R.L./CN=Asiguro qualified seal (test)',
      '-addext',
      'keyUsage=critical,digitalSignature,nonRepudiation',
    ]);
    expect(made.code).toBe(0);
    const exported = await run('openssl', [
      'pkcs12',
      '-export',
      '-inkey',
      key,
      '-in',
      certificate,
      '-out',
      p12,
      '-passout',
      'pass:s3cret-Chisinau-2025',
    ]);
    expect(exported.code).toBe(0);
    const production = loadDocumentSigner({
      p12: await readFile(p12),
      password: 's3cret-Chisinau-2025',
      contactInfo: 'support@asiguro.md',
    });
    const pdf = await signPdf(await renderDocument('invoice', sampleDocumentData('casco', 'ro')), production);
    const path = join(folder, 'invoice.pdf');
    await writeFile(path, pdf);
    const report = await pdfsig(path);
    expect(report).toContain(VALID);
    expect(report).toContain('Asiguro qualified seal (test)');
  });

  it('builds a .pkpass that unzip accepts, its manifest signed with the pass certificate', async () => {
    const pass = (await documentsOf('vignette:ro', 'ro')).find((document) => document.kind === 'wallet_pass')!;
    expect((await run('unzip', ['-tq', pathOf(pass)])).code).toBe(0);
    const folder = join(dir, 'pass');
    await mkdir(folder);
    expect((await run('unzip', ['-q', pathOf(pass), '-d', folder])).code).toBe(0);
    await writeFile(join(folder, 'wwdr.pem'), walletKeys.apple.wwdrPem);
    const result = await run('openssl', [
      'smime',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      join(folder, 'signature'),
      '-content',
      join(folder, 'manifest.json'),
      '-CAfile',
      join(folder, 'wwdr.pem'),
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ]);
    expect(result.stderr).toContain('Verification successful');
  });
});
