import { createHash, sign, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

/**
 * What the document seal (CAdES) and the wallet pass (PKCS#7) signatures share: ASN.1 building
 * blocks over node-forge, and CMS templates. A CMS is the same for every signature of one signer
 * but for a few fixed-length values (the digest, the signing time, the RSA signature), so it is
 * encoded once with placeholders, and each signature copies it, writes the values in and signs
 * with Node's crypto: one RSA operation and a few copies instead of an ASN.1 encoding per file.
 */

const { asn1 } = forge;
export type Asn1Node = forge.asn1.Asn1;

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha1: '1.3.14.3.2.26',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
};

export const universal = (type: forge.asn1.Type, value: string | Asn1Node[]) =>
  asn1.create(asn1.Class.UNIVERSAL, type, Array.isArray(value), value);
export const oid = (id: string) => universal(asn1.Type.OID, asn1.oidToDer(id).getBytes());
export const seq = (items: Asn1Node[]) => universal(asn1.Type.SEQUENCE, items);
export const set = (items: Asn1Node[]) => universal(asn1.Type.SET, items);
export const octets = (bytes: Buffer) => universal(asn1.Type.OCTETSTRING, bytes.toString('binary'));
export const integer = (value: number) => universal(asn1.Type.INTEGER, asn1.integerToDer(value).getBytes());
export const nullValue = () => universal(asn1.Type.NULL, '');
export const contextTag = (tag: number, items: Asn1Node[]) =>
  asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, items);
export const toDer = (node: Asn1Node) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
// The typings miss the options form; decodeBitStrings: false keeps certificates byte for byte.
const parseDer = asn1.fromDer as unknown as (bytes: forge.util.ByteStringBuffer, options: object) => Asn1Node;
export const fromDer = (bytes: Buffer) =>
  parseDer(forge.util.createBuffer(bytes.toString('binary')), { decodeBitStrings: false });
export const attribute = (type: string, value: Asn1Node) => seq([oid(type), set([value])]);

/** The issuer Name and serial INTEGER of a certificate, as encoded in it (not re-encoded). */
export function issuerAndSerial(certificate: Asn1Node): { issuer: Asn1Node; serial: Asn1Node } {
  const tbs = (certificate.value as Asn1Node[])[0].value as Asn1Node[];
  // tbsCertificate starts with the optional [0] version.
  const offset = tbs[0].tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  return { serial: tbs[offset], issuer: tbs[offset + 2] };
}

/** DER orders the members of a SET OF by their encodings. */
export function derSorted(nodes: Asn1Node[]): Asn1Node[] {
  return nodes
    .map((node) => ({ node, der: toDer(node) }))
    .sort((a, b) => Buffer.compare(a.der, b.der))
    .map(({ node }) => node);
}

/** The two encodings a template is made of, built with placeholder values. */
export interface CmsEncoding {
  /** The signed attributes encoded as a SET: what the RSA signature covers (RFC 5652 §5.4). */
  attributes: Buffer;
  /** The whole ContentInfo. */
  cms: Buffer;
}

/** A fixed-length value the template leaves open, with the placeholder it was encoded with. */
export type Placeholders<Name extends string> = Record<Name, Buffer>;

/**
 * A CMS encoded once with placeholders: `encode` builds it from placeholder values (one per
 * variable signed attribute, plus `signature`, a placeholder as long as the RSA signature), and
 * `sign` fills in real values of the same lengths.
 */
export class CmsTemplate<Name extends string> {
  private readonly encoding: CmsEncoding;
  private readonly inAttributes: Array<[Name, number]>;
  private readonly inCms: Array<[Name, number]>;
  private readonly signatureInCms: number;
  private readonly signatureLength: number;

  constructor(
    private readonly key: KeyObject,
    private readonly digest: 'sha1' | 'sha256',
    placeholders: Placeholders<Name>,
    encode: (values: Placeholders<Name>, signature: Buffer) => CmsEncoding,
  ) {
    this.signatureLength = (key.asymmetricKeyDetails?.modulusLength ?? 2048) / 8;
    const signature = placeholder('signature', this.signatureLength);
    this.encoding = encode(placeholders, signature);
    const names = Object.keys(placeholders) as Name[];
    this.inAttributes = names.map((name) => [name, onlyPlace(this.encoding.attributes, placeholders[name])]);
    this.inCms = names.map((name) => [name, onlyPlace(this.encoding.cms, placeholders[name])]);
    this.signatureInCms = onlyPlace(this.encoding.cms, signature);
  }

  /** The CMS with `values` in place of the placeholders, signed. */
  sign(values: Placeholders<Name>): Buffer {
    const attributes = Buffer.from(this.encoding.attributes);
    for (const [name, at] of this.inAttributes) values[name].copy(attributes, at);
    const signature = sign(this.digest, attributes, this.key);
    if (signature.length !== this.signatureLength) throw new Error('RSA signature of unexpected length');
    const cms = Buffer.from(this.encoding.cms);
    for (const [name, at] of this.inCms) values[name].copy(cms, at);
    signature.copy(cms, this.signatureInCms);
    return cms;
  }
}

/** Recognizable bytes of a given length to encode in place of a value. */
export function placeholder(name: string, length: number): Buffer {
  const blocks: Buffer[] = [];
  for (let at = 0; at < length; at += 32) {
    blocks.push(createHash('sha256').update(`asiguro cms placeholder ${name} ${at}`).digest());
  }
  return Buffer.concat(blocks).subarray(0, length);
}

/** Where `marker` is in `bytes`; it must be there exactly once. */
function onlyPlace(bytes: Buffer, marker: Buffer): number {
  const at = bytes.indexOf(marker);
  if (at < 0 || bytes.indexOf(marker, at + 1) >= 0) throw new Error('CMS template: a placeholder is not unique');
  return at;
}
