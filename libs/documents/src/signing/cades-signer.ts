import { createHash } from 'node:crypto';
import { certificateDer } from './certificates';
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
} from './cms';
import type { SigningIdentity } from './pkcs12';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/**
 * A CAdES-BES detached signature (ETSI EN 319 122) for PAdES baseline B-B: signed attributes
 * content-type, message-digest and ESS signing-certificate-v2, and no signing-time (PAdES puts
 * the claimed time in the signature dictionary's /M). @signpdf/signer-p12 could neither add
 * signing-certificate-v2 nor leave out signing-time, hence this signer. Only the digest and the
 * RSA signature differ between documents, so the CMS is a template (CmsTemplate).
 */
export class CadesSigner {
  private readonly template: CmsTemplate<'digest'>;

  constructor(identity: SigningIdentity) {
    const leafDer = certificateDer(identity.certificate);
    const chainDer = identity.chain.map(certificateDer);
    this.template = new CmsTemplate(
      identity.privateKey,
      'sha256',
      { digest: placeholder('digest', 32) },
      ({ digest }, signature) => {
        const leaf = fromDer(leafDer);
        const { issuer, serial } = issuerAndSerial(leaf);
        const essCertIdV2 = seq([
          // hashAlgorithm defaults to SHA-256, and DER leaves defaults out.
          octets(sha256(leafDer)),
          seq([seq([contextTag(4, [issuer])]), serial]),
        ]);
        const signedAttributes = derSorted([
          attribute(OID.contentType, oid(OID.data)),
          attribute(OID.messageDigest, octets(digest)),
          attribute(OID.signingCertificateV2, seq([seq([essCertIdV2])])),
        ]);
        const digestAlgorithm = seq([oid(OID.sha256)]);
        const signerInfo = seq([
          integer(1),
          seq([issuer, serial]),
          digestAlgorithm,
          contextTag(0, signedAttributes),
          seq([oid(OID.sha256WithRsa), nullValue()]),
          octets(signature),
        ]);
        const signedData = seq([
          integer(1),
          set([digestAlgorithm]),
          seq([oid(OID.data)]),
          contextTag(0, [leaf, ...chainDer.map(fromDer)]),
          set([signerInfo]),
        ]);
        return {
          attributes: toDer(set(signedAttributes)),
          cms: toDer(seq([oid(OID.signedData), contextTag(0, [signedData])])),
        };
      },
    );
  }

  /** The CMS ContentInfo for a SHA-256 digest of the signed bytes. */
  signDigest(digest: Buffer): Buffer {
    return this.template.sign({ digest });
  }
}
