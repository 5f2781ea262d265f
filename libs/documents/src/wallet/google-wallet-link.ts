import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import type { DocumentData } from '../document-data/document-data.schema';
import { chisinauEndOfDay, chisinauStartOfDay } from '../render/format';
import { walletFacts } from './wallet-facts';
import type { GoogleWalletKeys } from './wallet-keys';

const SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** Google Wallet ids allow letters, digits, dot, dash and underscore after the issuer id. */
const idPart = (value: string) => value.replace(/[^A-Za-z0-9._-]/g, '_');

const text = (language: string, value: string) => ({ defaultValue: { language, value } });

/**
 * The Google Wallet generic object of a policy or vignette (and the id of its class).
 *
 * The save link carries this object in a JWT that is signed, not encrypted: anyone who sees the
 * URL (browser history, proxies, Google) reads it. So it holds only what the public policy check
 * already tells anyone: number, product, insurer, period and the check link. No insured persons,
 * no payer, no address, and no plate either: a plate leads to its owner through the vehicle
 * registry, so it is personal data too. The .pkpass, a file only the order's owner downloads,
 * keeps them.
 */
export function googleWalletObject(data: DocumentData, keys: GoogleWalletKeys): Record<string, unknown> {
  const facts = walletFacts(data);
  const language = data.language;
  return {
    id: `${keys.issuerId}.${idPart(data.policyNumber)}`,
    classId: `${keys.issuerId}.asiguro_${idPart(data.product)}`,
    state: 'ACTIVE',
    cardTitle: text(language, facts.partner),
    subheader: text(language, facts.numberLabel),
    header: text(language, facts.number),
    hexBackgroundColor: '#0d4578',
    barcode: { type: 'QR_CODE', value: facts.checkUrl, alternateText: facts.number },
    validTimeInterval: {
      start: { date: chisinauStartOfDay(data.validity.from) },
      end: { date: chisinauEndOfDay(data.validity.to) },
    },
    textModulesData: [
      { id: 'product', header: facts.title, body: facts.number },
      { id: 'partner', header: facts.partnerLabel, body: facts.partner },
      { id: 'validity', header: facts.validUntilLabel, body: `${facts.validFrom} — ${facts.validUntil}` },
    ],
    linksModuleData: { uris: [{ id: 'check', uri: facts.checkUrl, description: facts.checkLabel }] },
  };
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** Parsing a PEM key costs more than the signature itself: once per key. */
const privateKeys = new Map<string, KeyObject>();

function privateKeyOf(pem: string): KeyObject {
  let key = privateKeys.get(pem);
  if (!key) {
    key = createPrivateKey(pem);
    privateKeys.set(pem, key);
  }
  return key;
}

export interface GoogleWalletLink {
  saveUrl: string;
  jwt: string;
  objectId: string;
  classId: string;
}

/**
 * The "Add to Google Wallet" link: a JWT signed RS256 with the service account key, carrying the
 * generic class and object, appended to https://pay.google.com/gp/v/save/.
 */
export function googleWalletSaveLink(data: DocumentData, keys: GoogleWalletKeys, now: Date): GoogleWalletLink {
  const object = googleWalletObject(data, keys);
  const classId = object.classId as string;
  const header = { alg: 'RS256', typ: 'JWT', kid: keys.privateKeyId };
  const payload = {
    iss: keys.serviceAccountEmail,
    aud: 'google',
    typ: 'savetowallet',
    iat: Math.floor(now.getTime() / 1000),
    origins: [new URL(data.checkUrl).origin],
    payload: { genericClasses: [{ id: classId }], genericObjects: [object] },
  };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = sign('sha256', Buffer.from(signingInput), privateKeyOf(keys.privateKeyPem));
  const jwt = `${signingInput}.${base64url(signature)}`;
  return { saveUrl: `${SAVE_URL}${jwt}`, jwt, objectId: object.id as string, classId };
}
