import { DOCUMENT_KINDS, PDF_DOCUMENT_KINDS } from '@asiguro/domain';
import { benchDocuments, documentBenchTable } from './documents.bench';

describe(benchDocuments.name, () => {
  it('measures every kind, a PDF with its signature, and tabulates ms per document', async () => {
    const bench = await benchDocuments(2);
    expect(bench).toMatchObject({ benchmark: 'documents', unit: 'ms', n: 2, node: process.version });
    expect(bench.results.map((result) => result.kind)).toEqual([...DOCUMENT_KINDS]);
    for (const result of bench.results) {
      const pdf = (PDF_DOCUMENT_KINDS as readonly string[]).includes(result.kind);
      expect(result.n).toBe(2);
      expect(result.renderP50).toBeGreaterThan(0);
      // A PDF is signed after rendering; wallet passes are not PAdES-signed.
      if (pdf) expect(result.signP50).toBeGreaterThan(0);
      else expect(result.signP50).toBe(0);
      expect(result.totalP50).toBeGreaterThanOrEqual(result.renderP50);
      expect(result.totalP95).toBeGreaterThanOrEqual(result.totalP50);
      expect(result.cpuP50).toBeGreaterThanOrEqual(0);
      expect(result.cpuP95).toBeGreaterThanOrEqual(result.cpuP50);
    }
    const table = documentBenchTable(bench).split('\n');
    expect(table[0]).toContain('milliseconds per document, signing included; wall time and the process');
    expect(table[0]).toContain('(N=2');
    expect(table[1]).toMatch(
      /^kind\s+n\s+render p50\s+render p95\s+sign p50\s+sign p95\s+total p50\s+total p95\s+cpu p50\s+cpu p95$/,
    );
    expect(table.slice(3).map((row) => row.split(/\s+/)[0])).toEqual([...DOCUMENT_KINDS]);
    const policy = bench.results.find((result) => result.kind === 'policy')!;
    expect(table.find((row) => row.startsWith('policy '))).toContain(policy.totalP50.toFixed(1));
  }, 120_000);
});
