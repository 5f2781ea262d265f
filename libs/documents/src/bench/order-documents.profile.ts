/**
 * A CPU profile of producing RCA orders' documents (demand, contract, policy, amicable settlement,
 * invoice, Apple and Google passes; ro, ru, en in turn), as the worker's document thread does,
 * into memory instead of files. The keys are made and a few orders run before the profiler starts
 * (`node --cpu-prof` would profile the key generation too). Prints the CPU and wall time per order
 * and writes the profile, to open in Chrome DevTools or summarize:
 *
 *   node_modules/.bin/tsc -b libs/documents
 *   node libs/documents/dist/bench/order-documents.profile.js [orders=30] [out.cpuprofile]
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LOCALES } from '@asiguro/i18n';
import { generateOrderDocuments } from '../generate/generate-order-documents';
import { sampleDocumentData } from '../samples/sample-document-data';
import { ensureDevSigningCertificate } from '../signing/dev-signing-certificate';
import { loadDocumentSigner } from '../signing/pdf-signer';
import { DiscardingStorage } from '../storage/discarding-document-storage';
import { ensureDevWalletKeys } from '../wallet/dev-wallet-keys';

async function main(): Promise<void> {
  const orders = Number(process.argv[2] ?? 30);
  const out = process.argv[3];
  const dir = await mkdtemp(join(tmpdir(), 'asiguro-documents-profile-'));
  try {
    const dev = await ensureDevSigningCertificate(dir);
    const signer = loadDocumentSigner({ p12: await readFile(dev.p12Path), password: dev.password, contactInfo: 'x' });
    const walletKeys = await ensureDevWalletKeys(dir);
    const storage = new DiscardingStorage();
    const order = (index: number, prefix: string) =>
      generateOrderDocuments(
        sampleDocumentData('rca', LOCALES[index % LOCALES.length], {
          orderNumber: `${prefix}${String(index).padStart(6, '0')}`,
        }),
        { signer, storage, walletKeys },
      );
    for (let index = 0; index < 6; index++) await order(index, 'WARM');

    const session = new Session();
    session.connect();
    const post = <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve, reject) =>
        session.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))),
      );
    if (out) {
      await post('Profiler.enable');
      await post('Profiler.setSamplingInterval', { interval: 100 });
      await post('Profiler.start');
    }
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let index = 0; index < orders; index++) await order(index, 'PROF');
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (out) {
      const { profile } = await post<{ profile: object }>('Profiler.stop');
      await writeFile(out, JSON.stringify(profile));
    }
    session.disconnect();
    process.stdout.write(
      `${orders} RCA orders, 7 artefacts each: ${((used.user + used.system) / 1000 / orders).toFixed(1)} ms CPU and ` +
        `${(wall / orders).toFixed(1)} ms wall per order${out ? `; profile in ${out}` : ''}\n`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
