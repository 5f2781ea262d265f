import { PKPass } from 'passkit-generator';
import type { DocumentData } from '../document-data/document-data.schema';
import { chisinauEndOfDay } from '../render/format';
import { shieldIcon, shieldLogo } from './png.util';
import { walletFacts } from './wallet-facts';
import type { AppleWalletKeys } from './wallet-keys';

export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

let images: Record<string, Buffer> | undefined;

/** Icons and logo strips at 1×, 2× and 3×, drawn once per process. */
function passImages(): Record<string, Buffer> {
  images ??= {
    'icon.png': shieldIcon(29),
    'icon@2x.png': shieldIcon(58),
    'icon@3x.png': shieldIcon(87),
    'logo.png': shieldLogo(160, 50),
    'logo@2x.png': shieldLogo(320, 100),
  };
  return images;
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

/** An Apple Wallet .pkpass (zip with pass.json, images, manifest.json and signature). */
export async function createApplePass(data: DocumentData, keys: AppleWalletKeys): Promise<Buffer> {
  const pass = new PKPass(
    { ...passImages(), 'pass.json': Buffer.from(JSON.stringify(applePassJson(data, keys))) },
    {
      wwdr: keys.wwdrPem,
      signerCert: keys.signerCertPem,
      signerKey: keys.signerKeyPem,
      signerKeyPassphrase: keys.signerKeyPassphrase,
    },
  );
  // passkit-generator drops an invalid pass.json with a warning only; fail loudly instead.
  if (pass.type !== 'generic') throw new Error('The Apple Wallet pass.json was rejected');
  return pass.getAsBuffer();
}
