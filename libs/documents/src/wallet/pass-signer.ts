import { createHash, createPrivateKey } from 'node:crypto';
import forge from 'node-forge';
import {
  CmsTemplate,
  OID,
  attribute,
  contextTag,
  derSorted,
  fromDer,
  integer,
  issuerAndSerial,
  nullValue,
  octets,
  oid,
  placeholder,
  seq,
  set,
  toDer,
  universal,
} from '../signing/cms';
import type { AppleWalletKeys } from './wallet-keys';

const pemToDer = (pem: string) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(forge.pki.certificateFromPem(pem))).getBytes(), 'binary');

/**
 * Signs a pass's manifest.json as Apple Wallet expects (and as passkit-generator did): a detached
 * PKCS#7 SignedData with SHA-1, signed attributes content-type, message-digest and signing-time,
 * the pass type certificate and Apple's WWDR intermediate. The key is decrypted and the
 * certificates parsed once per set of keys; each pass then costs one RSA signature.
 */
export class PassSigner {
  private readonly template: CmsTemplate<'digest' | 'time'>;

  constructor(keys: AppleWalletKeys) {
    const key = createPrivateKey({ key: keys.signerKeyPem, passphrase: keys.signerKeyPassphrase });
    const signerDer = pemToDer(keys.signerCertPem);
    const wwdrDer = pemToDer(keys.wwdrPem);
    this.template = new CmsTemplate(
      key,
      'sha1',
      { digest: placeholder('digest', 20), time: placeholder('time', 13) },
      ({ digest, time }, signature) => {
        const { issuer, serial } = issuerAndSerial(fromDer(signerDer));
        const signedAttributes = derSorted([
          attribute(OID.contentType, oid(OID.data)),
          attribute(OID.messageDigest, octets(digest)),
          attribute(OID.signingTime, universal(forge.asn1.Type.UTCTIME, time.toString('binary'))),
        ]);
        const digestAlgorithm = seq([oid(OID.sha1), nullValue()]);
        const signerInfo = seq([
          integer(1),
          seq([issuer, serial]),
          digestAlgorithm,
          contextTag(0, signedAttributes),
          seq([oid(OID.rsaEncryption), nullValue()]),
          octets(signature),
        ]);
        const signedData = seq([
          integer(1),
          set([digestAlgorithm]),
          seq([oid(OID.data)]),
          contextTag(0, [fromDer(wwdrDer), fromDer(signerDer)]),
          set([signerInfo]),
        ]);
        return {
          attributes: toDer(set(signedAttributes)),
          cms: toDer(seq([oid(OID.signedData), contextTag(0, [signedData])])),
        };
      },
    );
  }

  /** The detached signature of `manifest`, claiming `signingTime` (UTCTime: until 2049). */
  sign(manifest: Buffer, signingTime: Date): Buffer {
    // UTCTime's own range, not a calendar day a person reads.
    // eslint-disable-next-line no-restricted-syntax
    const year = signingTime.getUTCFullYear();
    if (year < 1950 || year > 2049) throw new Error('A pass signing time must fall in 1950–2049 (UTCTime)');
    return this.template.sign({
      digest: createHash('sha1').update(manifest).digest(),
      time: Buffer.from(forge.asn1.dateToUtcTime(signingTime), 'latin1'),
    });
  }
}
