import { createHash, sign } from 'node:crypto';
import forge from 'node-forge';
import { certificateDer } from './certificates';
import type { SigningIdentity } from './pkcs12';

const { asn1 } = forge;
type Node = forge.asn1.Asn1;

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
};

const universal = (type: forge.asn1.Type, value: string | Node[]) =>
  asn1.create(asn1.Class.UNIVERSAL, type, Array.isArray(value), value);
const oid = (id: string) => universal(asn1.Type.OID, asn1.oidToDer(id).getBytes());
const seq = (items: Node[]) => universal(asn1.Type.SEQUENCE, items);
const set = (items: Node[]) => universal(asn1.Type.SET, items);
const octets = (bytes: Buffer) => universal(asn1.Type.OCTETSTRING, bytes.toString('binary'));
const integer = (value: number) => universal(asn1.Type.INTEGER, asn1.integerToDer(value).getBytes());
const contextTag = (tag: number, items: Node[]) => asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, items);
const toDer = (node: Node) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
// The typings miss the options form; decodeBitStrings: false keeps certificates byte for byte.
const parseDer = asn1.fromDer as unknown as (bytes: forge.util.ByteStringBuffer, options: object) => Node;
const fromDer = (bytes: Buffer) =>
  parseDer(forge.util.createBuffer(bytes.toString('binary')), { decodeBitStrings: false });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/** The issuer Name and serial INTEGER of a certificate, as encoded in it (not re-encoded). */
function issuerAndSerial(certificate: Node): { issuer: Node; serial: Node } {
  const tbs = (certificate.value as Node[])[0].value as Node[];
  // tbsCertificate starts with the optional [0] version.
  const offset = tbs[0].tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  return { serial: tbs[offset], issuer: tbs[offset + 2] };
}

const attribute = (type: string, value: Node) => seq([oid(type), set([value])]);

/** DER orders the members of a SET OF by their encodings. */
function derSorted(nodes: Node[]): Node[] {
  return nodes
    .map((node) => ({ node, der: toDer(node) }))
    .sort((a, b) => Buffer.compare(a.der, b.der))
    .map(({ node }) => node);
}

/** The CMS of one signature, built with placeholders once per signing identity. */
interface CmsTemplate {
  /** DER of the signed attributes as a SET, which the RSA signature covers. */
  attributes: Buffer;
  digestInAttributes: number;
  /** DER of the whole ContentInfo. */
  cms: Buffer;
  digestInCms: number;
  signatureInCms: number;
  signatureLength: number;
}

/** Where `marker` is in `bytes`; it must be there exactly once. */
function onlyPlace(bytes: Buffer, marker: Buffer): number {
  const at = bytes.indexOf(marker);
  if (at < 0 || bytes.indexOf(marker, at + 1) >= 0) throw new Error('CMS template: placeholder not unique');
  return at;
}

/**
 * A CAdES-BES detached signature (ETSI EN 319 122) for PAdES baseline B-B: signed attributes
 * content-type, message-digest and ESS signing-certificate-v2, and no signing-time (PAdES puts
 * the claimed time in the signature dictionary's /M). @signpdf/signer-p12 could neither add
 * signing-certificate-v2 nor leave out signing-time, hence this signer.
 *
 * Everything in the CMS but the digest and the RSA signature is the same for every document, so
 * it is encoded once (node-forge's ASN.1) with placeholders, and each signature copies it and
 * writes the two values in: signing costs one RSA operation on Node's crypto and two copies.
 */
export class CadesSigner {
  private readonly template: CmsTemplate;

  constructor(private readonly identity: SigningIdentity) {
    const leafDer = certificateDer(identity.certificate);
    const chainDer = identity.chain.map(certificateDer);
    const signatureLength = (identity.privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8;
    const digestMarker = sha256(Buffer.from('asiguro cades digest placeholder'));
    const signatureMarker = Buffer.alloc(signatureLength);
    for (let at = 0; at < signatureLength; at += 32) {
      sha256(Buffer.from(`asiguro cades signature placeholder ${at}`)).copy(signatureMarker, at);
    }
    const { attributes, cms } = encodeCms(leafDer, chainDer, digestMarker, signatureMarker);
    this.template = {
      attributes,
      digestInAttributes: onlyPlace(attributes, digestMarker),
      cms,
      digestInCms: onlyPlace(cms, digestMarker),
      signatureInCms: onlyPlace(cms, signatureMarker),
      signatureLength,
    };
  }

  /** The CMS ContentInfo for a SHA-256 digest of the signed bytes. */
  signDigest(digest: Buffer): Buffer {
    const template = this.template;
    const attributes = Buffer.from(template.attributes);
    digest.copy(attributes, template.digestInAttributes);
    const signature = sign('sha256', attributes, this.identity.privateKey);
    if (signature.length !== template.signatureLength) throw new Error('RSA signature of unexpected length');
    const cms = Buffer.from(template.cms);
    digest.copy(cms, template.digestInCms);
    signature.copy(cms, template.signatureInCms);
    return cms;
  }
}

/** The signed attributes (as a SET) and the ContentInfo for a digest and a signature value. */
function encodeCms(
  leafDer: Buffer,
  chainDer: Buffer[],
  digest: Buffer,
  signature: Buffer,
): { attributes: Buffer; cms: Buffer } {
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
    seq([oid(OID.sha256WithRsa), universal(asn1.Type.NULL, '')]),
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
    // The signature covers the attributes encoded as a SET (RFC 5652 §5.4).
    attributes: toDer(set(signedAttributes)),
    cms: toDer(seq([oid(OID.signedData), contextTag(0, [signedData])])),
  };
}
