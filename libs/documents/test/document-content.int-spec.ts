import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import {
  ensureDevSigningCertificate,
  loadDocumentSigner,
  partyName,
  policyCheckUrl,
  renderDocument,
  sampleDocumentData,
  signPdf,
  type DocumentData,
  type DocumentSigner,
} from '@asiguro/documents';
import {
  DOCUMENTS_BY_PRODUCT,
  PRODUCT_TYPES,
  isVignette,
  toMajor,
  type Money,
  type PdfDocumentKind,
  type ProductType,
} from '@asiguro/domain';
import { LOCALES, type Locale } from '@asiguro/i18n';

/**
 * What a customer, the police or the other driver reads on the documents, read back the way they
 * would: the text extracted by poppler's pdftotext, and the QR code decoded from the page as
 * poppler's pdftoppm renders it (jsQR, a pure-JS decoder). Facts come from the sample data, never
 * from the renderer's own formatting helpers.
 */

function tool(command: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
        reject(new Error(`${command} is not installed (Debian: apt-get install poppler-utils)`));
      } else if (error) reject(new Error(`${command} failed: ${stderr.toString()}`));
      else resolve(stdout);
    });
  });
}

/** The text of a PDF with every run of white space (line breaks, no-break spaces) as one space. */
async function textOf(path: string): Promise<string> {
  return (await tool('pdftotext', ['-enc', 'UTF-8', path, '-'])).toString('utf8').replace(/\s+/gu, ' ');
}

/**
 * Decodes the QR code in the title block of the first page: its top third (A4 at 150 dpi is
 * 1240 × 1754 pixels), rendered in grey at 150 dpi, about 6 pixels a module (at 100 jsQR misses
 * some), cropped because decoding a whole page takes seconds on a busy machine.
 */
async function qrCodeOf(path: string): Promise<string | undefined> {
  const pgm = await tool('pdftoppm', [
    '-r',
    '150',
    '-f',
    '1',
    '-l',
    '1',
    '-x',
    '0',
    '-y',
    '0',
    '-W',
    '1240',
    '-H',
    '585',
    '-gray',
    path,
  ]);
  // Binary PGM: "P5\n<width> <height>\n255\n" then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 32).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a PGM image');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = pgm.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let index = 0, offset = 0; index < width * height; index += 1, offset += 4) {
    rgba[offset] = rgba[offset + 1] = rgba[offset + 2] = pixels[index];
    rgba[offset + 3] = 255;
  }
  // Printed dark on light: the inverted search would only double the time.
  return jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' })?.data;
}

const dmy = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('.');

/** An amount with its ISO code, in any locale's grouping and decimal marks (1,276.00 / 1.276,00 / 1 276,00). */
function amountPattern(money: Money): RegExp {
  const [whole, cents] = toMajor(money).toFixed(2).split('.');
  const groups = whole.replace(/\B(?=(\d{3})+$)/g, '|').split('|');
  const amount = `${groups.join('[ .,]?')}[.,]${cents}`;
  return new RegExp(`${money.currency} ${amount}|${amount} ${money.currency}`);
}

/** What the cover is about, as the document must name it. */
function subjectFacts(data: DocumentData): string[] {
  return [
    data.vehicle?.plateNumber,
    data.vehicle?.vin,
    data.vignette?.plateNumber,
    ...data.insuredPersons.map((person) => person.fullName),
    data.property?.address,
    data.property?.cadastralCode,
    data.trip?.territory,
  ].filter((fact): fact is string => Boolean(fact));
}

/** The policy or certificate; road tax has its payment confirmation instead. */
const mainKind = (product: ProductType): PdfDocumentKind =>
  DOCUMENTS_BY_PRODUCT[product].includes('policy') ? 'policy' : 'documents';

describe('what the documents say, read back with pdftotext and a QR decoder', () => {
  let dir: string;
  let signer: DocumentSigner;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'asiguro-documents-content-'));
    const dev = await ensureDevSigningCertificate(join(dir, 'dev-certs'));
    signer = loadDocumentSigner({ p12: await readFile(dev.p12Path), password: dev.password, contactInfo: 'test' });
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Renders and signs one document, as the pipeline stores it, and returns its path. */
  async function signed(kind: PdfDocumentKind, data: DocumentData): Promise<string> {
    const path = join(dir, `${data.product.replace(':', '-')}-${data.language}-${kind}.pdf`);
    await writeFile(path, await signPdf(await renderDocument(kind, data), signer));
    return path;
  }

  const cases = PRODUCT_TYPES.flatMap((product) => LOCALES.map((locale) => [product, locale] as const));

  it.each(cases)(
    'the %s policy or certificate in %s states insurer, number, period, subject, price, payer, order and terms',
    async (product, locale: Locale) => {
      const data = sampleDocumentData(product, locale);
      const text = await textOf(await signed(mainKind(product), data));
      expect(text).toContain(data.insurer.name);
      expect(text).toContain(data.policyNumber);
      expect(text).toContain(dmy(data.validity.from));
      expect(text).toContain(dmy(data.validity.to));
      // Certificates (vignettes, road tax) are valid for their period; a policy also states when
      // the insurer's liability starts (the samples start it at midnight in Chișinău).
      if (!isVignette(product) && product !== 'road-tax') {
        expect(data.liabilityStart).toMatch(/T00:00:00\+03:00$/);
        expect(text).toContain(`${dmy(data.liabilityStart)} 00:00`);
      }
      const subject = subjectFacts(data);
      expect(subject.length).toBeGreaterThan(0);
      for (const fact of subject) expect(text).toContain(fact);
      expect(text).toMatch(amountPattern(data.price));
      expect(text).toContain(partyName(data.payer));
      expect(text).toContain(data.orderNumber);
      expect(text).toContain(data.terms.name);
      expect(text).toContain(data.terms.version);
      expect(text).toContain(data.terms.url);
      // The printed link to the public check, for readers without a QR scanner.
      expect(text).toContain(data.checkUrl);
    },
  );

  it.each(PRODUCT_TYPES.filter((product) => mainKind(product) === 'policy'))(
    'the QR code on the %s policy or certificate opens its public check',
    async (product) => {
      const data = sampleDocumentData(product, 'ro');
      expect(data.checkUrl).toBe(policyCheckUrl('http://localhost:3000', data.policyNumber));
      expect(await qrCodeOf(await signed('policy', data))).toBe(`http://localhost:3000/check/${data.policyNumber}`);
    },
  );

  it('decodes the QR code of another policy number to that number, not a fixed link', async () => {
    const data = sampleDocumentData('rca', 'en', {
      policyNumber: 'IAI000777QRC',
      checkUrl: policyCheckUrl('https://asiguro.md', 'IAI000777QRC'),
    });
    expect(await qrCodeOf(await signed('policy', data))).toBe('https://asiguro.md/check/IAI000777QRC');
  });

  it.each(PRODUCT_TYPES)(
    'the %s invoice names seller, buyer, its number, the order and the amount',
    async (product) => {
      const data = sampleDocumentData(product, 'ro');
      const text = await textOf(await signed('invoice', data));
      for (const fact of [data.seller.name, data.seller.idno, data.seller.iban, data.seller.address]) {
        expect(text).toContain(fact);
      }
      expect(text).toContain(partyName(data.payer));
      expect(text).toContain(data.invoice.number);
      expect(text).toContain(data.orderNumber);
      expect(text).toContain(data.policyNumber);
      expect(text).toMatch(amountPattern(data.price));
    },
  );
});
