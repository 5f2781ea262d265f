import { readFile, rm, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  type PdfDocumentKind,
  type ProductType,
} from '@asiguro/domain';
import { LOCALES, type Locale } from '@asiguro/i18n';
import {
  checkPrinted,
  describeMismatches,
  mainDocumentFacts,
  pdfQrCode,
  pdfText,
  type ExpectedPolicy,
} from '@asiguro/testing';

/**
 * What a customer, the police or the other driver reads on the documents of every line, rendered
 * from the sample facts and read back the way they would: the text extracted by poppler's
 * pdftotext and the QR code decoded from the page as poppler's pdftoppm renders it (jsQR). Each
 * statement the line must state (MUST_STATE) is checked against the sample's facts, never through
 * the renderer's own formatting helpers. (The read-back suite does the same for issued orders.)
 */

/** The wall clock of an ISO instant that carries Chișinău's offset, yyyy-mm-ddTHH:mm. */
const wallClock = (iso: string) => iso.slice(0, 16);

/** What the sample's main document must say, from the sample's facts. */
function expectedOf(data: DocumentData): ExpectedPolicy {
  const certificate = isVignette(data.product) || data.product === 'road-tax';
  return {
    product: data.product,
    language: data.language,
    number: data.policyNumber,
    orderNumber: data.orderNumber,
    issuer: { name: data.insurer.name, idno: data.insurer.idno, assistancePhone: data.insurer.assistancePhone },
    intermediary: { name: data.seller.name, idno: data.seller.idno },
    validity: data.validity,
    liabilityStart: certificate ? undefined : wallClock(data.liabilityStart),
    payerName: partyName(data.payer),
    insuredNames: data.insuredPersons.map((person) => person.fullName),
    vehicle: data.vehicle && {
      plate: data.vehicle.plateNumber,
      vin: data.vehicle.vin,
      certificate: data.vehicle.registrationCertificate,
    },
    contractType: data.motor?.contractType,
    bonusMalusClass: data.motor?.bonusMalusClass,
    limits: (data.coverage?.limits ?? []).filter((limit) => limit.key !== 'sumInsured').map((limit) => limit.amount),
    schengen: data.trip?.schengen ?? false,
    sumInsured: data.trip?.sumInsured ?? data.property?.sumInsured ?? data.coverage?.sumInsured,
    territory: data.trip?.territory,
    property: data.property && { address: data.property.address, cadastralCode: data.property.cadastralCode },
    flights: data.coverage?.flightNumbers,
    vignettePlate: data.vignette?.plateNumber,
    roadTax: data.roadTax && { idnx: data.roadTax.idnx, year: data.roadTax.taxYear },
    premium: data.price,
    charges: data.charges && {
      premium: data.charges.premium,
      serviceFee: data.charges.serviceFee,
      total: data.charges.total,
    },
    termsUrl: data.terms.url,
    checkUrl: data.checkUrl,
    personalCodes: [],
  };
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

  /** Renders and signs one document, as the pipeline stores it. */
  const signed = async (kind: PdfDocumentKind, data: DocumentData) => signPdf(await renderDocument(kind, data), signer);

  // A line that makes no document (the courier's delivery of the paper Green Card) has none to read.
  const documented = PRODUCT_TYPES.filter((product) => DOCUMENTS_BY_PRODUCT[product].length > 0);
  const cases = documented.flatMap((product) => LOCALES.map((locale) => [product, locale] as const));

  it.each(cases)(
    'the %s policy or certificate in %s states all its line must state, Romanian beside the customer’s language',
    async (product, locale: Locale) => {
      const data = sampleDocumentData(product, locale);
      const text = await pdfText(await signed(mainKind(product), data));
      const mismatches = checkPrinted(`${product} ${locale}`, text, mainDocumentFacts(expectedOf(data)));
      expect(describeMismatches(mismatches)).toBe('');
    },
  );

  it.each(documented.filter((product) => mainKind(product) === 'policy'))(
    'the QR code on the %s policy or certificate opens its public check',
    async (product) => {
      const data = sampleDocumentData(product, 'ro');
      expect(data.checkUrl).toBe(policyCheckUrl('http://localhost:3000', data.policyNumber));
      expect(await pdfQrCode(await signed('policy', data))).toBe(`http://localhost:3000/check/${data.policyNumber}`);
    },
  );

  it('decodes the QR code of another policy number to that number, not a fixed link', async () => {
    const data = sampleDocumentData('rca', 'en', {
      policyNumber: 'IAI000777QRC',
      checkUrl: policyCheckUrl('https://asiguro.md', 'IAI000777QRC'),
    });
    expect(await pdfQrCode(await signed('policy', data))).toBe('https://asiguro.md/check/IAI000777QRC');
  });

  it.each(PRODUCT_TYPES)(
    'the %s invoice names seller and buyer, lists the price and the service fee in lei, and their total',
    async (product) => {
      const data = sampleDocumentData(product, 'ro');
      const charges = data.charges!;
      const text = await pdfText(await signed('invoice', data));
      const mismatches = checkPrinted(`${product} invoice`, text, [
        { field: 'seller', kind: 'heading', value: data.seller.name },
        ...[data.seller.idno, data.seller.iban, data.seller.address, partyName(data.payer), data.invoice.number].map(
          (value) => ({ field: 'party or number', kind: 'text' as const, value }),
        ),
        { field: 'policy number', kind: 'text', value: data.policyNumber },
        { field: 'premium or state price, in lei', kind: 'amount', value: charges.premium },
        ...(charges.serviceFee ? [{ field: 'service fee', kind: 'amount' as const, value: charges.serviceFee }] : []),
        { field: 'total', kind: 'amount', value: charges.total },
        ...(charges.conversion
          ? [
              { field: 'price converted', kind: 'amount' as const, value: charges.conversion.from },
              { field: 'day of the rate', kind: 'date' as const, value: charges.conversion.date },
            ]
          : []),
      ]);
      expect(describeMismatches(mismatches)).toBe('');
      expect(charges.premium.minor + (charges.serviceFee?.minor ?? 0)).toBe(charges.total.minor);
    },
  );
});
