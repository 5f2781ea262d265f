import { createHash, sign } from 'node:crypto';
import { Signer } from '@signpdf/signpdf';
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

/**
 * A CAdES-BES detached signature (ETSI EN 319 122) for PAdES baseline B-B: signed attributes
 * content-type, message-digest and ESS signing-certificate-v2, and no signing-time (PAdES puts
 * the claimed time in the signature dictionary's /M). @signpdf/signer-p12 can neither add
 * signing-certificate-v2 nor leave out signing-time, hence this signer; RSA runs on Node's
 * crypto, which is also far faster than node-forge's.
 */
export class CadesSigner extends Signer {
  private readonly leafDer: Buffer;
  private readonly chainDer: Buffer[];

  constructor(private readonly identity: SigningIdentity) {
    super();
    this.leafDer = certificateDer(identity.certificate);
    this.chainDer = identity.chain.map(certificateDer);
  }

  /** Signs the bytes covered by the ByteRange; `signingTime` stays in the PDF, not in the CMS. */
  override async sign(content: Buffer): Promise<Buffer> {
    return this.signDigest(sha256(content));
  }

  /** The CMS ContentInfo for a SHA-256 digest of the signed bytes. */
  signDigest(digest: Buffer): Buffer {
    const leaf = fromDer(this.leafDer);
    const { issuer, serial } = issuerAndSerial(leaf);
    const essCertIdV2 = seq([
      // hashAlgorithm defaults to SHA-256, and DER leaves defaults out.
      octets(sha256(this.leafDer)),
      seq([seq([contextTag(4, [issuer])]), serial]),
    ]);
    const signedAttributes = derSorted([
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(digest)),
      attribute(OID.signingCertificateV2, seq([seq([essCertIdV2])])),
    ]);
    // The signature covers the attributes encoded as a SET (RFC 5652 §5.4).
    const signature = sign('sha256', toDer(set(signedAttributes)), this.identity.privateKey);
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
      contextTag(0, [leaf, ...this.chainDer.map(fromDer)]),
      set([signerInfo]),
    ]);
    return toDer(seq([oid(OID.signedData), contextTag(0, [signedData])]));
  }
}
