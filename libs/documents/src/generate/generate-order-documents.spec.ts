import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENTS_BY_PRODUCT, PRODUCT_TYPES } from '@asiguro/domain';
import { LOCALES } from '@asiguro/i18n';
import { sampleDocumentData } from '../samples/sample-document-data';
import { ensureDevSigningCertificate } from '../signing/dev-signing-certificate';
import { loadDocumentSigner, type DocumentSigner } from '../signing/pdf-signer';
import { FileSystemDocumentStorage } from '../storage/file-system-document-storage';
import { ensureDevWalletKeys } from '../wallet/dev-wallet-keys';
import type { WalletKeys } from '../wallet/wallet-keys';
import { generateOrderDocuments, generatedDocumentSchema } from './generate-order-documents';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe(generateOrderDocuments.name, () => {
  let dir: string;
  let signer: DocumentSigner;
  let walletKeys: WalletKeys;
  let storage: FileSystemDocumentStorage;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'asiguro-generate-'));
    const dev = await ensureDevSigningCertificate(join(dir, 'dev-certs'));
    signer = loadDocumentSigner({
      p12: await readFile(dev.p12Path),
      password: dev.password,
      contactInfo: 'support@asiguro.md',
    });
    walletKeys = await ensureDevWalletKeys(join(dir, 'dev-certs'));
    storage = new FileSystemDocumentStorage(join(dir, 'documents'));
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  // Every line, with the languages taken in turn; the integration suite runs the full matrix.
  it.each(PRODUCT_TYPES.map((product, index) => [product, LOCALES[index % LOCALES.length]] as const))(
    'produces exactly the documents of %s (%s), stored with their SHA-256',
    async (product, locale) => {
      const data = sampleDocumentData(product, locale);
      const documents = await generateOrderDocuments(data, { signer, storage, walletKeys });
      expect(documents.map((document) => document.kind)).toEqual(DOCUMENTS_BY_PRODUCT[product]);
      for (const document of documents) {
        expect(generatedDocumentSchema.parse(document)).toEqual(document);
        const bytes = await storage.get(document.storageKey);
        expect(sha256(bytes)).toBe(document.sha256);
        expect(bytes.length).toBe(document.size);
        expect(document.storageKey).toMatch(
          new RegExp(`^orders/${data.orderId}/${document.kind}-[0-9a-f]{16}\\.(pdf|pkpass|json)$`),
        );
      }
    },
  );

  it('writes keys and file names without personal data', async () => {
    const data = sampleDocumentData('medical', 'ro');
    const documents = await generateOrderDocuments(data, { signer, storage, walletKeys });
    const personal = [
      data.payer.type === 'individual' ? data.payer.fullName : '',
      '2002004123459',
      'Țurcanu',
      'Turcanu',
    ];
    for (const document of documents) {
      for (const value of personal.filter(Boolean)) {
        expect(document.storageKey).not.toContain(value);
        expect(document.fileName).not.toContain(value);
      }
    }
    expect(documents.map((document) => document.fileName)).toEqual([
      'contract-IAM518204PLT.pdf',
      'policy-IAM518204PLT.pdf',
      'invoice-ASG-2025-000123.pdf',
      'IAM518204PLT.pkpass',
      'IAM518204PLT-google-wallet.json',
    ]);
  });

  it('stores nothing twice when the same order is generated again, even at another time', async () => {
    const data = sampleDocumentData('rca', 'ro');
    const first = await generateOrderDocuments(data, { signer, storage, walletKeys });
    const put = jest.spyOn(storage, 'putIfAbsent');
    try {
      const again = await generateOrderDocuments(data, { signer, storage, walletKeys, now: new Date() });
      expect(again).toEqual(first);
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
  });

  it('reports the same stored files to concurrent runs of one order signing at different times', async () => {
    const data = sampleDocumentData('vignette:hu', 'ru');
    const fresh = new FileSystemDocumentStorage(join(dir, 'concurrent-documents'));
    const [first, second] = await Promise.all(
      ['2025-06-02T06:41:05Z', '2025-06-02T07:15:00Z'].map((time) =>
        generateOrderDocuments(data, { signer, storage: fresh, walletKeys, now: new Date(time) }),
      ),
    );
    expect(second).toEqual(first);
    for (const document of first) expect(sha256(await fresh.get(document.storageKey))).toBe(document.sha256);
  });

  it('signs reproducibly: a fresh store gets byte-identical documents', async () => {
    const data = sampleDocumentData('vignette:bg', 'en');
    const other = new FileSystemDocumentStorage(join(dir, 'other-documents'));
    const first = await generateOrderDocuments(data, { signer, storage, walletKeys });
    const second = await generateOrderDocuments(data, { signer, storage: other, walletKeys });
    const pdfs = (list: typeof first) => list.filter((document) => document.contentType === 'application/pdf');
    expect(pdfs(second)).toEqual(pdfs(first));
  });

  it('stores a new version only of the documents whose facts change', async () => {
    const data = sampleDocumentData('baggage', 'ro');
    const before = await generateOrderDocuments(data, { signer, storage, walletKeys });
    const after = await generateOrderDocuments(
      { ...data, invoice: { number: 'ASG-2025-000124', eFactura: true } },
      { signer, storage },
    );
    expect(after[0].storageKey).toBe(before[0].storageKey);
    expect(after[1].storageKey).not.toBe(before[1].storageKey);
  });

  it('refuses a line with wallet passes when no wallet keys are given', async () => {
    await expect(generateOrderDocuments(sampleDocumentData('vignette:ro', 'ro'), { signer, storage })).rejects.toThrow(
      'walletKeys',
    );
  });

  it('refuses facts that do not validate, before rendering anything', async () => {
    const put = jest.spyOn(storage, 'putIfAbsent');
    try {
      const data = { ...sampleDocumentData('rca', 'ro'), vehicle: undefined };
      await expect(generateOrderDocuments(data, { signer, storage, walletKeys })).rejects.toThrow('vehicle');
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
  });
});
