import { randomBytes } from 'node:crypto';
import forge from 'node-forge';

/** A key pair with its certificate, as node-forge objects. */
export interface IssuedCertificate {
  key: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
}

/** A subject attribute; values may hold ș, ț and Cyrillic, so they are written as UTF8String. */
export interface SubjectField {
  /** A short name known to node-forge (CN, O, OU, C, L) or an OID. */
  name: string;
  value: string;
}

export interface CertificateRequest {
  subject: SubjectField[];
  years: number;
  /** Certification authority (keyCertSign, cRLSign) or end entity with the given key usages. */
  authority?: boolean;
  keyUsage?: Array<'digitalSignature' | 'nonRepudiation' | 'keyEncipherment'>;
}

const UTF8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;

function attributes(fields: SubjectField[]): forge.pki.CertificateField[] {
  return fields.map(({ name, value }) => {
    const key = /^\d+(\.\d+)+$/.test(name) ? { type: name } : { shortName: name };
    // Country codes are PrintableString by definition; everything else may be non-ASCII.
    return name === 'C' ? { ...key, value } : { ...key, value, valueTagClass: UTF8 };
  });
}

/** A positive serial of 16 random bytes (RFC 5280 allows up to 20). */
function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] &= 0x7f;
  bytes[0] |= 0x01;
  return bytes.toString('hex');
}

/**
 * Creates a 2048-bit RSA key and a SHA-256 certificate, self-signed when `issuer` is absent.
 * node-forge uses Node's native key generation, so this takes milliseconds, not seconds.
 */
export function issueCertificate(request: CertificateRequest, issuer?: IssuedCertificate): IssuedCertificate {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = serialNumber();
  const now = new Date();
  certificate.validity.notBefore = new Date(now.getTime() - 24 * 3600 * 1000);
  certificate.validity.notAfter = new Date(now.getTime() + request.years * 365 * 24 * 3600 * 1000);
  const subject = attributes(request.subject);
  certificate.setSubject(subject);
  certificate.setIssuer(issuer ? issuer.certificate.subject.attributes : subject);
  const usage = new Set(request.keyUsage ?? []);
  const extensions: object[] = [
    { name: 'basicConstraints', cA: request.authority === true, critical: true },
    request.authority
      ? { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }
      : {
          name: 'keyUsage',
          digitalSignature: usage.has('digitalSignature'),
          nonRepudiation: usage.has('nonRepudiation'),
          keyEncipherment: usage.has('keyEncipherment'),
          critical: true,
        },
    { name: 'subjectKeyIdentifier' },
  ];
  if (issuer) {
    extensions.push({
      name: 'authorityKeyIdentifier',
      keyIdentifier: issuer.certificate.generateSubjectKeyIdentifier().getBytes(),
    });
  }
  certificate.setExtensions(extensions);
  certificate.sign(issuer?.key ?? keys.privateKey, forge.md.sha256.create());
  return { key: keys.privateKey, certificate };
}

/** DER bytes of a certificate. */
export function certificateDer(certificate: forge.pki.Certificate): Buffer {
  return Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
}

/** A PKCS#12 bundle of a key, its certificate and the chain above it, protected by `password`. */
export function toPkcs12(
  issued: IssuedCertificate,
  chain: forge.pki.Certificate[],
  password: string,
  friendlyName: string,
): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(issued.key, [issued.certificate, ...chain], password, {
    algorithm: 'aes256',
    friendlyName,
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
