import { createHash } from 'node:crypto';
import { DOCUMENTS_BY_PRODUCT, PDF_DOCUMENT_KINDS, PRODUCT_TYPES, type PdfDocumentKind } from '@asiguro/domain';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { LOCALES } from '@asiguro/i18n';
import { sampleDocumentData } from '../samples/sample-document-data';
import { renderDocument } from './render-document';

const A4 = { width: 595.28, height: 841.89 };
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** A product line that produces the kind (every line renders through the same renderers). */
const lineOf = (kind: PdfDocumentKind) =>
  PRODUCT_TYPES.find((product) => DOCUMENTS_BY_PRODUCT[product].includes(kind))!;

/** Names of the fonts a PDF embeds (as font files, not references to system fonts). */
function embeddedFontNames(doc: PDFDocument): string[] {
  const names = new Set<string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    if (object.get(PDFName.of('FontFile2')) === undefined) continue;
    names.add(String(object.get(PDFName.of('FontName'))));
  }
  return [...names].sort();
}

describe(renderDocument.name, () => {
  it.each(PDF_DOCUMENT_KINDS.map((kind, index) => [kind, lineOf(kind), LOCALES[index % LOCALES.length]] as const))(
    'renders the %s (%s, %s) as A4 pages with the embedded DejaVu fonts',
    async (kind, product, locale) => {
      const doc = await PDFDocument.load(await renderDocument(kind, sampleDocumentData(product, locale)));
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      for (const page of doc.getPages()) expect(page.getSize()).toEqual(A4);
      expect(embeddedFontNames(doc)).toEqual(['/DejaVuSans', '/DejaVuSans-Bold']);
    },
  );

  it('gives the same bytes for the same input', async () => {
    const data = sampleDocumentData('rca', 'ru');
    expect(sha256(await renderDocument('policy', data))).toBe(sha256(await renderDocument('policy', data)));
  });

  it('renders a document the same whatever the process rendered before (no font state shared)', async () => {
    // Each render function from a fresh module registry, so the font cache starts empty.
    const freshRenderer = () => {
      let fresh: typeof renderDocument | undefined;
      jest.isolateModules(() => {
        ({ renderDocument: fresh } = jest.requireActual<typeof import('./render-document')>('./render-document'));
      });
      return fresh!;
    };
    const data = sampleDocumentData('road-tax', 'en');
    const alone = sha256(await freshRenderer()('documents', data));
    // Cyrillic х у В are composites of Latin x y B in DejaVu: a Russian document first used to
    // leave those glyphs cached without code points, dropping them from every later document's
    // text layer (ToUnicode), so "tax" and "Bank" were extracted as "ta " and " ank".
    const render = freshRenderer();
    await render('policy', sampleDocumentData('rca', 'ru'));
    expect(sha256(await render('documents', data))).toBe(alone);
  }, 60_000);

  it('changes with the input', async () => {
    const data = sampleDocumentData('rca', 'ro');
    const later = { ...data, issuedAt: '2025-06-02T09:42:05+03:00' };
    expect(sha256(await renderDocument('policy', data))).not.toBe(sha256(await renderDocument('policy', later)));
  });

  it('dates the PDF and derives its ID from the input', async () => {
    const data = sampleDocumentData('green-card', 'en');
    const doc = await PDFDocument.load(await renderDocument('policy', data), { updateMetadata: false });
    expect(doc.getCreationDate()?.toISOString()).toBe('2025-06-02T06:41:05.000Z');
    expect(doc.getModificationDate()?.toISOString()).toBe('2025-06-02T06:41:05.000Z');
    expect(doc.getTitle()).toBe('Insurance policy IAE518204PLT');
    const id = doc.context.trailerInfo.ID as PDFArray;
    expect((id.get(0) as PDFHexString).asString()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('titles a vignette certificate as a certificate and an invoice with its number', async () => {
    const vignette = sampleDocumentData('vignette:md', 'ro');
    const certificate = await PDFDocument.load(await renderDocument('policy', vignette), { updateMetadata: false });
    expect(certificate.getTitle()).toBe('Certificat de vinietă MDV518204PLT');
    const invoice = await PDFDocument.load(await renderDocument('invoice', vignette), { updateMetadata: false });
    expect(invoice.getTitle()).toBe('Factură ASG-2025-000123');
  });

  it('flows a long list of insured persons onto further pages', async () => {
    const data = sampleDocumentData('medical', 'ro');
    const persons = Array.from({ length: 45 }, (_, index) => ({
      fullName: `Persoană asigurată cu un nume foarte lung numărul ${index + 1} Ștefănescu-Grigoraș`,
      birthday: '1990-01-01',
      personalCode: '2002004123459',
    }));
    const doc = await PDFDocument.load(await renderDocument('policy', { ...data, insuredPersons: persons }));
    expect(doc.getPageCount()).toBeGreaterThan(2);
  });
});
