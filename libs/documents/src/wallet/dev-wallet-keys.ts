import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import forge from 'node-forge';
import { ensureGenerated } from '../files/generated-folder';
import { issueCertificate } from '../signing/certificates';
import { readWalletKeys } from './wallet-key-files';
import type { WalletKeys } from './wallet-keys';

const FOLDER = 'wallet';
const PASS_TYPE_ID = 'pass.md.asiguro.policy';
const TEAM_ID = 'ASIGURODEV';
const ISSUER_ID = '3388000000022999999';

/**
 * Development stand-ins for the wallet keys, generated once under `dir` and reused, in the layout
 * production's WALLET_KEYS_DIR has (WALLET_KEY_FILES): a "WWDR" CA with a pass type certificate
 * signed by it (Apple's real ones come from the developer account), and a Google service account
 * key. Passes signed with them are well-formed and verifiable against these files, but a phone
 * will not import them; production refuses to start without real ones.
 */
export async function ensureDevWalletKeys(dir: string): Promise<WalletKeys> {
  const folder = await ensureGenerated(join(dir, FOLDER), () => {
    const wwdr = issueCertificate({
      subject: [
        { name: 'CN', value: 'Asiguro Development WWDR stand-in' },
        { name: 'O', value: 'Asiguro S.R.L. (development)' },
        { name: 'C', value: 'MD' },
      ],
      years: 10,
      authority: true,
    });
    const signer = issueCertificate(
      {
        subject: [
          { name: '0.9.2342.19200300.100.1.1', value: PASS_TYPE_ID },
          { name: 'CN', value: `Pass Type ID: ${PASS_TYPE_ID}` },
          { name: 'OU', value: TEAM_ID },
          { name: 'O', value: 'Asiguro S.R.L.' },
          { name: 'C', value: 'MD' },
        ],
        years: 5,
        keyUsage: ['digitalSignature'],
      },
      wwdr,
    );
    const passphrase = randomBytes(18).toString('base64url');
    const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const serviceAccount = {
      type: 'service_account',
      project_id: 'asiguro-dev',
      private_key_id: randomBytes(20).toString('hex'),
      private_key: google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      client_email: 'wallet@asiguro-dev.iam.gserviceaccount.com',
      issuer_id: ISSUER_ID,
    };
    return {
      'wwdr.pem': forge.pki.certificateToPem(wwdr.certificate),
      'pass-signer.pem': forge.pki.certificateToPem(signer.certificate),
      'pass-signer.key.pem': forge.pki.encryptRsaPrivateKey(signer.key, passphrase, { algorithm: 'aes256' }),
      'pass-signer.password': passphrase,
      'google-service-account.json': JSON.stringify(serviceAccount, null, 2),
    };
  });
  return readWalletKeys(folder);
}
