import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import forge from 'node-forge';
import { issueCertificate, toPkcs12 } from './certificates';
import { ensureGenerated, readText } from '../files/generated-folder';

/** Where development keeps its generated certificates: DATA_DIR/dev-certs. */
export function devCertsDir(dataDir: string): string {
  return join(dataDir, 'dev-certs');
}

/** The development signing material on disk. */
export interface DevSigningCertificate {
  /** The local CA's certificate (PEM), to trust in a verifier. */
  caCertPath: string;
  /** The signer's PKCS#12 file: key, certificate and the CA certificate. */
  p12Path: string;
  password: string;
}

const FOLDER = 'document-signing';

/**
 * Development's document signing certificate: on first start it creates a local CA and a
 * signing certificate under `dir` (2048-bit RSA, SHA-256, key usage digitalSignature and
 * nonRepudiation) and stores the CA certificate as PEM and the signer as a password-protected
 * .p12; later starts reuse them. Processes starting at once agree on one set (the folder appears
 * atomically). Production configures DOCUMENT_SIGNING_P12 instead.
 */
export async function ensureDevSigningCertificate(dir: string): Promise<DevSigningCertificate> {
  const folder = await ensureGenerated(join(dir, FOLDER), () => {
    const ca = issueCertificate({
      subject: [
        { name: 'CN', value: 'Asiguro Development Document CA' },
        { name: 'O', value: 'Asiguro S.R.L. (development)' },
        { name: 'C', value: 'MD' },
      ],
      years: 10,
      authority: true,
    });
    const signer = issueCertificate(
      {
        subject: [
          { name: 'CN', value: 'Asiguro S.R.L. — document seal (development)' },
          { name: 'O', value: 'Asiguro S.R.L.' },
          { name: 'L', value: 'Chișinău' },
          { name: 'C', value: 'MD' },
        ],
        years: 5,
        keyUsage: ['digitalSignature', 'nonRepudiation'],
      },
      ca,
    );
    const password = randomBytes(18).toString('base64url');
    return {
      'ca.pem': forge.pki.certificateToPem(ca.certificate),
      'signer.p12': toPkcs12(signer, [ca.certificate], password, 'asiguro-document-signer'),
      'signer.password': password,
    };
  });
  return {
    caCertPath: join(folder, 'ca.pem'),
    p12Path: join(folder, 'signer.p12'),
    password: await readText(join(folder, 'signer.password')),
  };
}
