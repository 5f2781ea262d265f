import { createPrivateKey, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { certificateDer } from './certificates';

/** The signing material of a PKCS#12 file. */
export interface SigningIdentity {
  privateKey: KeyObject;
  /** The certificate matching the private key. */
  certificate: forge.pki.Certificate;
  /** The other certificates of the file (the chain up to the root), in file order. */
  chain: forge.pki.Certificate[];
}

/** Thrown when a PKCS#12 file cannot be opened or holds no usable key and certificate. */
export class SigningCertificateError extends Error {
  readonly code = 'signing-certificate-invalid';
}

/**
 * Opens a PKCS#12 file (node-forge, or OpenSSL 3 with AES-256 and PBKDF2) and picks the
 * certificate whose public key matches the private key, whatever order the bags are in.
 */
export function readPkcs12(p12: Uint8Array, password: string): SigningIdentity {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString('binary')));
    parsed = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    // node-forge derives PBES2 keys from the password's code units, OpenSSL from its UTF-8 bytes.
    const hint = /^[\x20-\x7e]*$/.test(password) ? '' : ' (use an ASCII password: non-ASCII ones are not supported)';
    throw new SigningCertificateError(
      `The PKCS#12 file cannot be opened (wrong password or format${hint}): ${(error as Error).message}`,
    );
  }
  const keyBags = [
    ...(parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(parsed.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new SigningCertificateError('The PKCS#12 file holds no RSA private key');
  const certificates = (parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [])
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  const matches = (cert: forge.pki.Certificate) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  };
  const certificate = certificates.find(matches);
  if (!certificate) throw new SigningCertificateError('No certificate of the PKCS#12 file matches its private key');
  const leafDer = certificateDer(certificate);
  return {
    privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)),
    certificate,
    chain: certificates.filter((cert) => !certificateDer(cert).equals(leafDer)),
  };
}
