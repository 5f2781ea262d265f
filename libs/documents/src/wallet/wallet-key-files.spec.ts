import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDevWalletKeys } from './dev-wallet-keys';
import { readWalletKeys, WalletKeysError } from './wallet-key-files';

describe(readWalletKeys.name, () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wallet-keys-'));
    await ensureDevWalletKeys(dir);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a keys folder: the Pass Type ID and team from the certificate, the issuer id as configured', async () => {
    const keys = await readWalletKeys(join(dir, 'wallet'), '3388000000099999999');
    expect(keys.apple).toMatchObject({ passTypeIdentifier: 'pass.md.asiguro.policy', teamIdentifier: 'ASIGURODEV' });
    expect(keys.apple.signerKeyPem).toContain('ENCRYPTED');
    expect(keys.apple.signerKeyPassphrase).toMatch(/^[\w-]{24}$/);
    expect(keys.google).toMatchObject({
      issuerId: '3388000000099999999',
      serviceAccountEmail: 'wallet@asiguro-dev.iam.gserviceaccount.com',
    });
    expect(keys.google.publicKeyPem).toContain('BEGIN PUBLIC KEY');
  });

  it('names the file that is missing', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'wallet-keys-broken-'));
    try {
      await expect(readWalletKeys(broken, '3388000000099999999')).rejects.toThrow(WalletKeysError);
      await expect(readWalletKeys(broken, '3388000000099999999')).rejects.toThrow(/pass-signer\.pem/);
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
    await unlink(join(dir, 'wallet', 'wwdr.pem'));
    await expect(readWalletKeys(join(dir, 'wallet'))).rejects.toThrow(/wwdr\.pem/);
  });
});
