import { createHash } from 'node:crypto';
import type { DocumentData } from '../document-data/document-data.schema';
import { chisinauEndOfDay } from '../render/format';
import { PassSigner } from './pass-signer';
import { shieldIcon, shieldLogo } from './png.util';
import { storedZip, type ZipEntry } from './stored-zip';
import { walletFacts } from './wallet-facts';
import type { AppleWalletKeys } from './wallet-keys';

export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

interface PassImage extends ZipEntry {
  sha1: string;
}

let images: PassImage[] | undefined;

/** Icons and logo strips at 1×, 2× and 3×, drawn and hashed once per process. */
function passImages(): PassImage[] {
  images ??= Object.entries({
    'icon.png': shieldIcon(29),
    'icon@2x.png': shieldIcon(58),
    'icon@3x.png': shieldIcon(87),
    'logo.png': shieldLogo(160, 50),
    'logo@2x.png': shieldLogo(320, 100),
  }).map(([name, bytes]) => ({ name, bytes, sha1: sha1(bytes) }));
  return images;
}

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex');

/** One signer per set of keys: the key is decrypted and the certificates parsed once. */
const signers = new WeakMap<AppleWalletKeys, PassSigner>();

function passSigner(keys: AppleWalletKeys): PassSigner {
  let signer = signers.get(keys);
  if (!signer) {
    signer = new PassSigner(keys);
    signers.set(keys, signer);
  }
  return signer;
}

/** The pass.json of a policy or vignette: a generic pass with a QR code to the public check. */
export function applePassJson(data: DocumentData, keys: AppleWalletKeys): Record<string, unknown> {
  const facts = walletFacts(data);
  return {
    formatVersion: 1,
    passTypeIdentifier: keys.passTypeIdentifier,
    teamIdentifier: keys.teamIdentifier,
    serialNumber: data.policyNumber,
    organizationName: facts.seller,
    description: `${facts.title} ${facts.number}`,
    // The issuer of the cover heads the pass; the pass itself is the intermediary's (organizationName).
    logoText: facts.partner,
    foregroundColor: 'rgb(255, 255, 255)',
    backgroundColor: 'rgb(13, 69, 120)',
    labelColor: 'rgb(190, 212, 236)',
    expirationDate: chisinauEndOfDay(data.validity.to),
    barcodes: [
      { format: 'PKBarcodeFormatQR', message: facts.checkUrl, messageEncoding: 'iso-8859-1', altText: facts.number },
    ],
    generic: {
      headerFields: [{ key: 'until', label: facts.validUntilLabel, value: facts.validUntil }],
      primaryFields: [{ key: 'number', label: facts.numberLabel, value: facts.number }],
      secondaryFields: [
        { key: 'subject', label: facts.subjectLabel, value: facts.subject },
        { key: 'partner', label: facts.partnerLabel, value: facts.partner },
      ],
      auxiliaryFields: [
        { key: 'from', label: facts.validFromLabel, value: facts.validFrom },
        { key: 'to', label: facts.validUntilLabel, value: facts.validUntil },
      ],
      backFields: [
        { key: 'product', label: facts.numberLabel, value: `${facts.title} — ${facts.number}` },
        { key: 'order', label: facts.orderLabel, value: facts.orderNumber },
        { key: 'check', label: facts.checkLabel, value: facts.checkUrl },
      ],
    },
  };
}

/**
 * An Apple Wallet .pkpass: a zip of pass.json, the images, manifest.json (the SHA-1 of every
 * file) and signature (a detached PKCS#7 of the manifest), as passkit-generator built it. The
 * expiration date is written in UTC, as passkit-generator wrote it.
 */
export async function createApplePass(data: DocumentData, keys: AppleWalletKeys, now = new Date()): Promise<Buffer> {
  const json = applePassJson(data, keys);
  const pass = Buffer.from(
    JSON.stringify({ ...json, expirationDate: new Date(json.expirationDate as string).toISOString() }),
  );
  const files = [...passImages(), { name: 'pass.json', bytes: pass, sha1: sha1(pass) }];
  const manifest = Buffer.from(JSON.stringify(Object.fromEntries(files.map((file) => [file.name, file.sha1]))));
  return storedZip([
    ...files,
    { name: 'manifest.json', bytes: manifest },
    { name: 'signature', bytes: passSigner(keys).sign(manifest, now) },
  ]);
}
