/**
 * Micro-benchmark of document generation: renders and signs N documents of every kind (and builds
 * N wallet passes of each kind) and measures milliseconds per document, p50 and p95. `npm run
 * bench` runs it (benchDocuments) after the pipeline and reports it beside the job times; alone it
 * prints the table and one JSON line:
 *
 *   node_modules/.bin/tsc -b libs/documents && node libs/documents/dist/bench/documents.bench.js [N]
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DOCUMENT_KINDS, DOCUMENTS_BY_PRODUCT, PRODUCT_TYPES, type DocumentKind } from '@asiguro/domain';
import { LOCALES } from '@asiguro/i18n';
import type { DocumentData } from '../document-data/document-data.schema';
import { renderDocument } from '../render/render-document';
import { sampleDocumentData } from '../samples/sample-document-data';
import { ensureDevSigningCertificate } from '../signing/dev-signing-certificate';
import { loadDocumentSigner, signPdf } from '../signing/pdf-signer';
import { createApplePass } from '../wallet/apple-wallet-pass';
import { ensureDevWalletKeys } from '../wallet/dev-wallet-keys';
import { googleWalletSaveLink } from '../wallet/google-wallet-link';

/** Milliseconds per document of one kind; a PDF's total includes its PAdES signature. */
export interface DocumentBenchResult {
  kind: DocumentKind;
  n: number;
  renderP50: number;
  renderP95: number;
  signP50: number;
  signP95: number;
  totalP50: number;
  totalP95: number;
  /**
   * CPU time of the process per document (render and sign, ms), which a busy machine inflates
   * far less than the wall time: time spent waiting for a core is not in it.
   */
  cpuP50: number;
  cpuP95: number;
}

export interface DocumentBench {
  benchmark: 'documents';
  unit: 'ms';
  /** Documents of each kind measured. */
  n: number;
  node: string;
  results: DocumentBenchResult[];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}

/** Inputs of a kind, cycling through the product lines and languages that produce it. */
function inputsOf(kind: DocumentKind, n: number): DocumentData[] {
  const lines = PRODUCT_TYPES.filter((product) => DOCUMENTS_BY_PRODUCT[product].includes(kind));
  return Array.from({ length: n }, (_, index) =>
    sampleDocumentData(lines[index % lines.length], LOCALES[index % LOCALES.length], {
      orderNumber: `BENCH${String(index).padStart(6, '0')}`,
    }),
  );
}

/**
 * Renders and signs `n` documents of every kind and summarizes the times, after the same documents
 * once untimed: a worker renders every line in every language all day, so the first document of
 * each line and language (its text compiled, its glyphs subset) is a start-up cost, not the
 * steady one the target is about.
 */
export async function benchDocuments(n: number): Promise<DocumentBench> {
  const dir = await mkdtemp(join(tmpdir(), 'asiguro-documents-bench-'));
  try {
    const dev = await ensureDevSigningCertificate(dir);
    const signer = loadDocumentSigner({
      p12: await readFile(dev.p12Path),
      password: dev.password,
      contactInfo: 'bench',
    });
    const wallet = await ensureDevWalletKeys(dir);
    const now = new Date();

    const cpuMs = (since: NodeJS.CpuUsage) => {
      const used = process.cpuUsage(since);
      return (used.user + used.system) / 1000;
    };
    const measure = async (kind: DocumentKind, data: DocumentData) => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      if (kind === 'wallet_pass') {
        await createApplePass(data, wallet.apple);
        return { render: performance.now() - started, sign: 0, cpu: cpuMs(cpu) };
      }
      if (kind === 'google_pass') {
        googleWalletSaveLink(data, wallet.google, now);
        return { render: performance.now() - started, sign: 0, cpu: cpuMs(cpu) };
      }
      const unsigned = await renderDocument(kind, data);
      const rendered = performance.now();
      await signPdf(unsigned, signer, { signingTime: now });
      return { render: rendered - started, sign: performance.now() - rendered, cpu: cpuMs(cpu) };
    };

    // The untimed round: the JIT, the font parse, the QR encoder, each line's and language's texts.
    for (const kind of DOCUMENT_KINDS) for (const data of inputsOf(kind, n)) await measure(kind, data);

    const results: DocumentBenchResult[] = [];
    for (const kind of DOCUMENT_KINDS) {
      const renders: number[] = [];
      const signs: number[] = [];
      const totals: number[] = [];
      const cpus: number[] = [];
      for (const data of inputsOf(kind, n)) {
        const { render, sign, cpu } = await measure(kind, data);
        renders.push(render);
        signs.push(sign);
        totals.push(render + sign);
        cpus.push(cpu);
      }
      results.push({
        kind,
        n,
        renderP50: percentile(renders, 50),
        renderP95: percentile(renders, 95),
        signP50: percentile(signs, 50),
        signP95: percentile(signs, 95),
        totalP50: percentile(totals, 50),
        totalP95: percentile(totals, 95),
        cpuP50: percentile(cpus, 50),
        cpuP95: percentile(cpus, 95),
      });
    }
    return { benchmark: 'documents', unit: 'ms', n, node: process.version, results };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The results as a text table, a row per kind. */
export function documentBenchTable(bench: DocumentBench): string {
  const header = [
    'kind',
    'n',
    'render p50',
    'render p95',
    'sign p50',
    'sign p95',
    'total p50',
    'total p95',
    'cpu p50',
    'cpu p95',
  ];
  const rows = bench.results.map((result) => [
    result.kind,
    String(result.n),
    ...[
      result.renderP50,
      result.renderP95,
      result.signP50,
      result.signP95,
      result.totalP50,
      result.totalP95,
      result.cpuP50,
      result.cpuP95,
    ].map((value) => value.toFixed(1)),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [
    `Document generation, milliseconds per document, signing included; wall time and the process's CPU time (N=${bench.n}, Node ${bench.node})`,
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

async function main(): Promise<void> {
  const bench = await benchDocuments(Number(process.argv[2] ?? process.env.BENCH_N ?? 100));
  process.stdout.write(`${documentBenchTable(bench)}\n${JSON.stringify(bench)}\n`);
}

// Run from the command line; imported (by npm run bench), it only exports.
if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  });
}
