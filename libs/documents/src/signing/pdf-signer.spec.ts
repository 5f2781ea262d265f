import { X509Certificate, createHash, verify } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, PDFArray } from 'pdf-lib';
import { sampleDocumentData } from '../samples/sample-document-data';
import { renderDocument } from '../render/render-document';
import { certificateDer } from './certificates';
import { ensureDevSigningCertificate, type DevSigningCertificate } from './dev-signing-certificate';
import { loadDocumentSigner, pdfLiteralText, signPdf, type DocumentSigner } from './pdf-signer';
import { SigningCertificateError, readPkcs12 } from './pkcs12';

const { asn1 } = forge;
type Node = forge.asn1.Asn1;
const parseDer = asn1.fromDer as unknown as (bytes: forge.util.ByteStringBuffer, options: object) => Node;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();
const oidOf = (node: Node) => asn1.derToOid(node.value as string);

const OIDS = {
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};

/** The signed byte ranges and the CMS of a signed PDF, read the way a verifier reads them. */
function signatureParts(pdf: Buffer) {
  const match = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/.exec(pdf.toString('latin1'));
  if (!match) throw new Error('no ByteRange');
  const [start, length1, start2, length2] = match.slice(1).map(Number);
  const signed = Buffer.concat([pdf.subarray(start, start + length1), pdf.subarray(start2, start2 + length2)]);
  const hex = pdf.subarray(start + length1 + 1, start2 - 1).toString('latin1');
  const cms = parseDer(forge.util.createBuffer(Buffer.from(hex, 'hex').toString('binary')), { parseAllBytes: false });
  return { ranges: [start, length1, start2, length2], signed, cms };
}

/** Signed attributes, signature and certificates of the CMS's single signer. */
function signerInfo(cms: Node) {
  const signedData = ((cms.value as Node[])[1].value as Node[])[0].value as Node[];
  const certificates = (signedData[3].value as Node[]).map((node) =>
    Buffer.from(asn1.toDer(node).getBytes(), 'binary'),
  );
  const info = (signedData[4].value as Node[])[0].value as Node[];
  const attributesNode = info[3];
  const attributes = new Map(
    (attributesNode.value as Node[]).map((attribute) => {
      const [type, values] = attribute.value as Node[];
      return [oidOf(type), (values.value as Node[])[0]] as const;
    }),
  );
  // The signature covers the attributes as a SET: the same bytes with the SET tag.
  const attributesDer = Buffer.from(asn1.toDer(attributesNode).getBytes(), 'binary');
  attributesDer[0] = 0x31;
  return { attributes, attributesDer, signature: Buffer.from(info[5].value as string, 'binary'), certificates };
}

async function signatureDictionary(pdf: Buffer): Promise<PDFDict> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const form = doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict);
  const field = form.lookup(PDFName.of('Fields'), PDFArray).lookup(0, PDFDict);
  return field.lookup(PDFName.of('V'), PDFDict);
}

const text = (dict: PDFDict, key: string) => (dict.lookup(PDFName.of(key)) as PDFString | PDFHexString).decodeText();

describe('document signing', () => {
  let dir: string;
  let dev: DevSigningCertificate;
  let signer: DocumentSigner;
  let unsigned: Uint8Array;
  const signingTime = new Date('2025-06-02T06:41:05Z');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'asiguro-signing-'));
    dev = await ensureDevSigningCertificate(dir);
    signer = loadDocumentSigner({
      p12: await readFile(dev.p12Path),
      password: dev.password,
      contactInfo: 'support@asiguro.md',
    });
    unsigned = await renderDocument('policy', sampleDocumentData('rca', 'ru'));
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  describe(ensureDevSigningCertificate.name, () => {
    it('reuses the certificate it generated on the first start', async () => {
      const again = await ensureDevSigningCertificate(dir);
      expect(again).toEqual(dev);
      expect(await readFile(again.p12Path)).toEqual(await readFile(dev.p12Path));
    });

    it('agrees on one certificate when processes start at once', async () => {
      const fresh = await mkdtemp(join(tmpdir(), 'asiguro-signing-race-'));
      try {
        const results = await Promise.all([1, 2, 3].map(() => ensureDevSigningCertificate(fresh)));
        const passwords = new Set(results.map((result) => result.password));
        expect(passwords.size).toBe(1);
        expect(await readdir(fresh)).toEqual(['document-signing']);
        const identity = readPkcs12(await readFile(results[0].p12Path), results[0].password);
        expect(identity.chain).toHaveLength(1);
      } finally {
        await rm(fresh, { recursive: true, force: true });
      }
    });

    it('issues a 2048-bit RSA, SHA-256 signing certificate for digital signature and non-repudiation from its CA', async () => {
      const { certificate, chain } = readPkcs12(await readFile(dev.p12Path), dev.password);
      const ca = forge.pki.certificateFromPem(await readFile(dev.caCertPath, 'utf8'));
      expect((certificate.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
      expect(certificate.siginfo.algorithmOid).toBe(forge.pki.oids.sha256WithRSAEncryption);
      expect(certificate.getExtension('keyUsage')).toMatchObject({ digitalSignature: true, nonRepudiation: true });
      expect(ca.verify(certificate)).toBe(true);
      expect(certificateDer(chain[0])).toEqual(certificateDer(ca));
    });
  });

  describe(signPdf.name, () => {
    it('writes a PAdES signature dictionary with reason, location, contact and signer name', async () => {
      const signed = await signPdf(unsigned, signer, { signingTime, reason: 'Выдан и подписан электронно' });
      const dict = await signatureDictionary(signed);
      expect(dict.get(PDFName.of('SubFilter'))).toBe(PDFName.of('ETSI.CAdES.detached'));
      expect(text(dict, 'Location')).toBe('Chișinău, MD');
      expect(text(dict, 'Reason')).toBe('Выдан и подписан электронно');
      expect(text(dict, 'ContactInfo')).toBe('support@asiguro.md');
      expect(text(dict, 'Name')).toBe('Asiguro S.R.L. — document seal (development)');
      expect((dict.lookup(PDFName.of('M')) as PDFString).decodeDate()).toEqual(signingTime);
    });

    it('covers every byte of the file but the signature itself', async () => {
      const signed = await signPdf(unsigned, signer, { signingTime });
      const { ranges } = signatureParts(signed);
      const [start, length1, start2, length2] = ranges;
      expect(start).toBe(0);
      expect(start2 + length2).toBe(signed.length);
      expect(signed.subarray(length1, length1 + 1).toString()).toBe('<');
      expect(signed.subarray(start2 - 1, start2).toString()).toBe('>');
    });

    it('signs a CAdES CMS: digest of the ranges, signing-certificate-v2, no signing-time, RSA over the attributes', async () => {
      const signed = await signPdf(unsigned, signer, { signingTime });
      const { signed: content, cms } = signatureParts(signed);
      const { attributes, attributesDer, signature, certificates } = signerInfo(cms);
      const digest = Buffer.from(attributes.get(OIDS.messageDigest)!.value as string, 'binary');
      expect(digest).toEqual(sha256(content));
      expect(attributes.has(OIDS.signingTime)).toBe(false);
      const leafDer = certificates[0];
      const essCertHash = (
        ((attributes.get(OIDS.signingCertificateV2)!.value as Node[])[0].value as Node[])[0].value as Node[]
      )[0].value as string;
      expect(Buffer.from(essCertHash, 'binary')).toEqual(sha256(leafDer));
      expect(verify('sha256', attributesDer, new X509Certificate(leafDer).publicKey, signature)).toBe(true);
      expect(certificates).toHaveLength(2);
    });

    it('no longer matches its digest once a signed byte changes', async () => {
      const signed = await signPdf(unsigned, signer, { signingTime });
      const tampered = Buffer.from(signed);
      tampered[200] ^= 0x01;
      const { signed: content, cms } = signatureParts(tampered);
      const digest = Buffer.from(signerInfo(cms).attributes.get(OIDS.messageDigest)!.value as string, 'binary');
      expect(digest).not.toEqual(sha256(content));
    });

    it('signs a PDF another writer made with a cross-reference table, keeping its bytes as the first part', async () => {
      const other = await PDFDocument.create();
      other.addPage();
      const original = Buffer.from(await other.save({ useObjectStreams: false }));
      const signed = await signPdf(original, signer, { signingTime });
      expect(signed.subarray(0, original.length)).toEqual(original);
      expect((await signatureDictionary(signed)).get(PDFName.of('SubFilter'))).toBe(PDFName.of('ETSI.CAdES.detached'));
      const { signed: content, cms } = signatureParts(signed);
      const digest = Buffer.from(signerInfo(cms).attributes.get(OIDS.messageDigest)!.value as string, 'binary');
      expect(digest).toEqual(sha256(content));
    });

    it('refuses a PDF with a cross-reference stream, saying what it signs', async () => {
      const other = await PDFDocument.create();
      other.addPage();
      const compressed = await other.save({ useObjectStreams: true });
      await expect(signPdf(compressed, signer)).rejects.toThrow(/classic cross-reference table/);
    });

    it('gives the same bytes for the same document and signing time', async () => {
      const first = await signPdf(unsigned, signer, { signingTime });
      expect(await signPdf(unsigned, signer, { signingTime })).toEqual(first);
    });
  });

  describe(loadDocumentSigner.name, () => {
    it('refuses a PKCS#12 file with the wrong password', async () => {
      const p12 = await readFile(dev.p12Path);
      expect(() => loadDocumentSigner({ p12, password: 'not-the-password', contactInfo: 'x' })).toThrow(
        SigningCertificateError,
      );
    });

    it('refuses bytes that are no PKCS#12 file', () => {
      expect(() => readPkcs12(Buffer.from('not a certificate'), '')).toThrow(SigningCertificateError);
    });

    it('reserves room for the whole CMS and names the certificate', () => {
      expect(signer.signatureLength).toBeGreaterThan(4000);
      expect(signer.certificateSha256).toMatch(/^[0-9a-f]{64}$/);
    });
  });
});

describe(pdfLiteralText.name, () => {
  it.each(['Chișinău, MD', 'Выдан и подписан электронно', 'Ш (U+0428) and \\ backslash', 'plain (ASCII)'])(
    'survives a PDF literal string written and read back: %s',
    async (value) => {
      const doc = await PDFDocument.create();
      doc.catalog.set(PDFName.of('Probe'), PDFString.of(pdfLiteralText(value)));
      const loaded = await PDFDocument.load(await doc.save({ useObjectStreams: false }));
      expect((loaded.catalog.lookup(PDFName.of('Probe')) as PDFString).decodeText()).toBe(value);
    },
  );
});
