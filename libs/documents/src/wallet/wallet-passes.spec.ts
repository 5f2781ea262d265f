import { createHash, verify } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { DOCUMENTS_BY_PRODUCT, PRODUCT_TYPES } from '@asiguro/domain';
import { LOCALES } from '@asiguro/i18n';
import { sampleDocumentData } from '../samples/sample-document-data';
import { createApplePass } from './apple-wallet-pass';
import { ensureDevWalletKeys } from './dev-wallet-keys';
import { googleWalletSaveLink } from './google-wallet-link';
import type { WalletKeys } from './wallet-keys';

/** The entries of a zip archive (passes are stored, not deflated), read from its central directory. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  const count = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory');
    const method = archive.readUInt16LE(offset + 10);
    const size = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const local = archive.readUInt32LE(offset + 42);
    const name = archive.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    if (method !== 0) throw new Error(`entry ${name} is compressed`);
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    entries.set(name, archive.subarray(dataStart, dataStart + size));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

describe('wallet passes', () => {
  let dir: string;
  let keys: WalletKeys;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'asiguro-wallet-'));
    keys = await ensureDevWalletKeys(dir);
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reuses the development keys it generated', async () => {
    expect(await ensureDevWalletKeys(dir)).toEqual(keys);
  });

  describe(createApplePass.name, () => {
    it('builds a zip with pass.json, icons, manifest.json and signature', async () => {
      const entries = unzip(await createApplePass(sampleDocumentData('rca', 'ro'), keys.apple));
      expect([...entries.keys()].sort()).toEqual(
        [
          'icon.png',
          'icon@2x.png',
          'icon@3x.png',
          'logo.png',
          'logo@2x.png',
          'manifest.json',
          'pass.json',
          'signature',
        ].sort(),
      );
    });

    it('lists the SHA-1 of every file in the manifest', async () => {
      const entries = unzip(await createApplePass(sampleDocumentData('vignette:ro', 'en'), keys.apple));
      const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as Record<string, string>;
      const files = [...entries.keys()].filter((name) => name !== 'manifest.json' && name !== 'signature');
      expect(Object.keys(manifest).sort()).toEqual(files.sort());
      for (const name of files) {
        expect(manifest[name]).toBe(createHash('sha1').update(entries.get(name)!).digest('hex'));
      }
    });

    it('carries the policy number, validity, insurer, plate and a QR code to the public check', async () => {
      const data = sampleDocumentData('rca', 'ro');
      const pass = JSON.parse(
        unzip(await createApplePass(data, keys.apple))
          .get('pass.json')!
          .toString(),
      );
      expect(pass).toMatchObject({
        formatVersion: 1,
        passTypeIdentifier: keys.apple.passTypeIdentifier,
        teamIdentifier: keys.apple.teamIdentifier,
        serialNumber: 'IAI518204PLT',
        // The end of the last day in Chișinău (EEST), which the pass writes in UTC.
        expirationDate: '2026-06-02T20:59:59.000Z',
        barcodes: [{ format: 'PKBarcodeFormatQR', message: data.checkUrl, altText: 'IAI518204PLT' }],
      });
      const fields = [...pass.generic.primaryFields, ...pass.generic.secondaryFields, ...pass.generic.auxiliaryFields];
      expect(fields.map((field: { value: string }) => field.value)).toEqual([
        'IAI518204PLT',
        'KLM 427 Dacia Logan',
        'General Asigurări S.A.',
        '03.06.2025',
        '02.06.2026',
      ]);
    });

    it('signs the manifest with the pass certificate, detached, with the WWDR certificate included', async () => {
      const entries = unzip(await createApplePass(sampleDocumentData('green-card', 'ru'), keys.apple));
      const asn1 = forge.asn1.fromDer(forge.util.createBuffer(entries.get('signature')!.toString('binary')));
      const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & {
        rawCapture: { signerInfos: forge.asn1.Asn1[] };
      };
      const subjects = message.certificates.map((certificate) => certificate.subject.getField('CN').value as string);
      expect(subjects.sort()).toEqual(['Asiguro Development WWDR stand-in', 'Pass Type ID: pass.md.asiguro.policy']);
      // SignerInfo: version, issuerAndSerial, digestAlgorithm, [0] attributes, algorithm, signature.
      const [, , , attributes, , signatureNode] = message.rawCapture.signerInfos[0].value as forge.asn1.Asn1[];
      // The signature covers the attributes encoded as a SET; they hold the manifest's SHA-1.
      const signed = Buffer.from(forge.asn1.toDer(attributes).getBytes(), 'binary');
      signed[0] = 0x31;
      const signer = message.certificates.find((certificate) =>
        String(certificate.subject.getField('CN').value).startsWith('Pass'),
      )!;
      const publicKey = forge.pki.publicKeyToPem(signer.publicKey);
      const signature = Buffer.from(signatureNode.value as string, 'binary');
      expect(verify('sha1', signed, publicKey, signature)).toBe(true);
      const digest = createHash('sha1').update(entries.get('manifest.json')!).digest('binary');
      expect(forge.asn1.toDer(attributes).getBytes()).toContain(digest);
    });
  });

  describe(googleWalletSaveLink.name, () => {
    it('links to Google Wallet with a JWT that verifies with the service account key', () => {
      const data = sampleDocumentData('vignette:md', 'ro');
      const link = googleWalletSaveLink(data, keys.google, new Date('2025-06-02T06:41:05Z'));
      expect(link.saveUrl).toBe(`https://pay.google.com/gp/v/save/${link.jwt}`);
      const [header, payload, signature] = link.jwt.split('.');
      expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
        alg: 'RS256',
        typ: 'JWT',
        kid: keys.google.privateKeyId,
      });
      const valid = verify(
        'sha256',
        Buffer.from(`${header}.${payload}`),
        keys.google.publicKeyPem!,
        Buffer.from(signature, 'base64url'),
      );
      expect(valid).toBe(true);
    });

    it('carries the generic pass object with the number, validity and the check link', () => {
      const data = sampleDocumentData('vignette:md', 'ro');
      const link = googleWalletSaveLink(data, keys.google, new Date('2025-06-02T06:41:05Z'));
      const claims = JSON.parse(Buffer.from(link.jwt.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({
        iss: keys.google.serviceAccountEmail,
        aud: 'google',
        typ: 'savetowallet',
        iat: 1748846465,
        origins: ['http://localhost:3000'],
      });
      const [object] = claims.payload.genericObjects;
      expect(object).toMatchObject({
        id: `${keys.google.issuerId}.MDV518204PLT`,
        classId: `${keys.google.issuerId}.asiguro_vignette_md`,
        header: { defaultValue: { language: 'ro', value: 'MDV518204PLT' } },
        barcode: { type: 'QR_CODE', value: data.checkUrl },
        validTimeInterval: { start: { date: '2025-06-03T00:00:00+03:00' }, end: { date: '2025-07-02T23:59:59+03:00' } },
      });
      expect(claims.payload.genericClasses).toEqual([{ id: object.classId }]);
    });

    const walletLines = PRODUCT_TYPES.filter((product) => DOCUMENTS_BY_PRODUCT[product].includes('google_pass'));

    it.each(walletLines.flatMap((product) => LOCALES.map((locale) => [product, locale] as const)))(
      'puts no personal data in the save URL of %s (%s): only what the public check tells anyone',
      (product, locale) => {
        const data = sampleDocumentData(product, locale);
        const link = googleWalletSaveLink(data, keys.google, new Date('2025-06-02T06:41:05Z'));
        // The JWT is signed, not encrypted: whoever sees the URL reads its claims.
        const claims = Buffer.from(link.saveUrl.split('/').pop()!.split('.')[1], 'base64url').toString();
        const personal = [
          data.payer.type === 'individual' ? data.payer.fullName : data.payer.name,
          data.payer.type === 'individual' ? data.payer.idnp : data.payer.idno,
          data.payer.address,
          data.payer.email,
          data.payer.phone,
          ...data.insuredPersons.flatMap((person) => [person.fullName, person.personalCode, person.passportNumber]),
          data.vehicle?.plateNumber,
          data.vehicle?.vin,
          data.vehicle?.registrationCertificate,
          data.vignette?.plateNumber,
          data.property?.address,
          data.property?.cadastralCode,
          data.orderNumber,
        ].filter((value): value is string => Boolean(value));
        expect(personal.length).toBeGreaterThan(3);
        for (const value of personal) {
          expect(claims).not.toContain(value);
          expect(link.saveUrl).not.toContain(encodeURIComponent(value));
        }
        const dmy = (isoDate: string) => isoDate.split('-').reverse().join('.');
        for (const value of [data.policyNumber, data.insurer.name, data.checkUrl, dmy(data.validity.to)]) {
          expect(claims).toContain(value);
        }
      },
    );

    it('refuses to verify once the payload is changed', () => {
      const link = googleWalletSaveLink(sampleDocumentData('rca', 'en'), keys.google, new Date());
      const [header, payload, signature] = link.jwt.split('.');
      const forged = Buffer.from(
        Buffer.from(payload, 'base64url').toString().replace('IAI518204PLT', 'IAI000000XXX'),
      ).toString('base64url');
      expect(
        verify(
          'sha256',
          Buffer.from(`${header}.${forged}`),
          keys.google.publicKeyPem!,
          Buffer.from(signature, 'base64url'),
        ),
      ).toBe(false);
    });
  });
});
