import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import { count, flag, parseFlags } from '../bench/src/cli-flags';
import { heapGrowth, heapTotals } from '../bench/src/heap-diff';
import { readCpuSeconds } from '@asiguro/testing';
import {
  measureProcesses,
  parseMachineCpu,
  readIoCalls,
  readMachineCpu,
  readTreeCpuSeconds,
} from '../bench/src/process-memory';
import { percentile, summarize } from '../bench/src/percentiles';
import { orderStepsTable, settlingTimeoutMs, stepCost } from '../bench/src/order-steps';
import type { ProcessUsage } from '../bench/src/process-memory';
import {
  arbitraryFromSchema,
  encodeForUrl,
  HOSTILE_STRINGS,
  jsonSchemaSchema,
  openApiDocumentSchema,
  routesOf,
} from './openapi-arbitraries';

describe(percentile.name, () => {
  const hundred = Array.from({ length: 100 }, (_value, index) => index + 1);

  it('answers the nearest rank, never an interpolated value', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30], 99)).toBe(30);
  });

  it('has nothing to say about no values', () => {
    expect(percentile([], 50)).toBeNull();
  });
});

describe(heapGrowth.name, () => {
  /** A bare Node process (a small heap, so snapshots are quick) retains 2,000 probes between two snapshots. */
  const PROBES = 2000;
  const script = `
    const { writeHeapSnapshot } = require('node:v8');
    const { join } = require('node:path');
    class RetainedProbe { constructor(index, label) { this.index = index; this.label = label; } }
    writeHeapSnapshot(join(process.argv[1], 'before.heapsnapshot'));
    const probes = Array.from({ length: ${PROBES} }, (_v, index) => new RetainedProbe(index, 'probe ' + index));
    writeHeapSnapshot(join(process.argv[1], 'after.heapsnapshot'));
    if (probes.length !== ${PROBES}) process.exit(1);
  `;

  it('finds, per unit, what one heap snapshot retains more than another', () => {
    const folder = mkdtempSync(join(tmpdir(), 'heap-diff-'));
    try {
      execFileSync(process.execPath, ['-e', script, folder]);
      const before = heapTotals(join(folder, 'before.heapsnapshot'));
      const after = heapTotals(join(folder, 'after.heapsnapshot'));
      const rows = heapGrowth(before, after, PROBES);
      const probeRow = rows.find(([group]) => group === 'object:RetainedProbe');
      // One object per probe: a header and two fields.
      expect(probeRow?.[1]).toBe(1);
      expect(probeRow?.[2]).toBeGreaterThanOrEqual(16);
      expect(probeRow?.[2]).toBeLessThanOrEqual(48);
      // Each probe's label is a string of its own.
      expect(rows.find(([group]) => group === 'string:')?.[1]).toBeGreaterThanOrEqual(1);
      expect(after.bytes - before.bytes).toBeGreaterThan(PROBES * 32);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe(readMachineCpu.name, () => {
  it('counts at least the CPU this process spends, every core together', () => {
    const machineBefore = readMachineCpu()!.busy;
    const ownBefore = readCpuSeconds(process.pid)!;
    const spent = () => {
      const own = readCpuSeconds(process.pid)!;
      return own.user + own.system - ownBefore.user - ownBefore.system;
    };
    // Busy until the kernel has charged this process half a second.
    while (spent() < 0.5) Math.sqrt(Math.random());
    const machine = readMachineCpu()!.busy - machineBefore;
    // Both are read in clock ticks (10 ms), a few of which may fall either side of the readings.
    expect(machine).toBeGreaterThanOrEqual(spent() - 0.05);
  });
});

describe(parseMachineCpu.name, () => {
  // Clock ticks are hundredths of a second on Linux (USER_HZ).
  it('adds user, nice, system, irq and softirq as busy and reads steal apart, idle and I/O wait being neither', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    expect(parseMachineCpu('cpu  45842 7 9965 52558 957 3 686 809 0 0')).toEqual({
      busy: (45842 + 7 + 9965 + 3 + 686) / 100,
      stolen: 8.09,
    });
  });

  it('reads nothing stolen from a kernel without the steal column, and nothing from another line', () => {
    expect(parseMachineCpu('cpu 100 0 50 1000 20 0 10')).toEqual({ busy: 1.6, stolen: 0 });
    expect(parseMachineCpu('cpu0 100 0 50 1000 20 0 10 5')).toBeUndefined();
    expect(parseMachineCpu('intr 12345')).toBeUndefined();
  });
});

describe(`${measureProcesses.name}: the cores' shares`, () => {
  it("counts the cores' time this process kept busy within the machine's busy share, and no more than all of it", async () => {
    const started = performance.now();
    const ownBefore = readCpuSeconds(process.pid)!;
    const { usage } = await measureProcesses(
      [['self', process.pid]],
      async () => {
        const own = () => {
          const now = readCpuSeconds(process.pid)!;
          return now.user + now.system - ownBefore.user - ownBefore.system;
        };
        while (own() < 0.5) Math.sqrt(Math.random());
      },
      () => 1,
    );
    const coreSeconds = ((performance.now() - started) / 1000) * cpus().length;
    const own = usage.cpu.self.seconds;
    // /proc/stat counts in 10 ms ticks per core, a few of which fall either side of the readings.
    const ticks = (0.01 * 2 * cpus().length) / coreSeconds;
    expect(usage.machine!.busyShare).toBeGreaterThanOrEqual(own / coreSeconds - ticks);
    expect(usage.machine!.stolenShare).toBeGreaterThanOrEqual(0);
    expect(usage.machine!.busyShare + usage.machine!.stolenShare).toBeLessThanOrEqual(1 + ticks);
  });
});

describe(readTreeCpuSeconds.name, () => {
  // A child that burns CPU until the kernel has charged it 0.3 s, then exits.
  const BURN =
    "const f=require('fs');const t=()=>{const s=f.readFileSync('/proc/self/stat','utf8');" +
    "const x=s.slice(s.lastIndexOf(')')+2).split(' ');return(+x[11]+ +x[12])/100};while(t()<0.3)Math.sqrt(Math.random())";

  it("counts a child's CPU after the child has ended, as a postmaster's tree counts an ended backend", () => {
    const treeBefore = readTreeCpuSeconds(process.pid)!;
    const ownBefore = readCpuSeconds(process.pid)!;
    execFileSync(process.execPath, ['-e', BURN]);
    const own = readCpuSeconds(process.pid)!;
    const ownSpent = own.user + own.system - ownBefore.user - ownBefore.system;
    // Ticks of 10 ms may fall either side of a reading.
    expect(readTreeCpuSeconds(process.pid)! - treeBefore).toBeGreaterThanOrEqual(ownSpent + 0.3 - 0.05);
  });

  it('answers nothing for a process that does not exist', () => {
    expect(readTreeCpuSeconds(2 ** 30)).toBeUndefined();
  });
});

describe(readIoCalls.name, () => {
  it('counts a write system call for each write this process makes to a file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'io-calls-'));
    const file = openSync(join(folder, 'counted'), 'w');
    try {
      const before = readIoCalls(process.pid)!;
      for (let i = 0; i < 200; i++) writeSync(file, 'x');
      const after = readIoCalls(process.pid)!;
      // Exactly ours, unless a jest thread wrote meanwhile: never fewer.
      expect(after.writes - before.writes).toBeGreaterThanOrEqual(200);
      expect(after.writes - before.writes).toBeLessThan(260);
    } finally {
      closeSync(file);
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers nothing for a process that does not exist', () => {
    expect(readIoCalls(2 ** 30)).toBeUndefined();
  });
});

describe(summarize.name, () => {
  it('sorts, leaves out stages never reached and rounds to a tenth', () => {
    expect(summarize([3, NaN, 1, 2, Infinity, 4.04])).toEqual({ count: 4, p50: 2, p95: 4, p99: 4, max: 4, mean: 2.5 });
  });
});

describe(parseFlags.name, () => {
  const schema = z.object({ orders: count(2000), workerConcurrency: count(20), skipFloor: flag() });

  it('reads spaced, inline and bare flags into camelCase with defaults', () => {
    expect(parseFlags(['--orders', '10', '--worker-concurrency=5', '--skip-floor'], schema)).toEqual({
      orders: 10,
      workerConcurrency: 5,
      skipFloor: true,
    });
    expect(parseFlags([], schema)).toEqual({ orders: 2000, workerConcurrency: 20, skipFloor: false });
  });

  it('refuses unknown flags and bad values instead of running the default', () => {
    expect(() => parseFlags(['--order', '10'], schema)).toThrow(/unknown flag\(s\): --order/);
    expect(() => parseFlags(['--orders', '-3'], schema)).toThrow(/--orders/);
    expect(() => parseFlags(['orders'], schema)).toThrow(/unexpected argument/);
  });
});

describe(routesOf.name, () => {
  it('lists every operation of the document in a stable order', () => {
    const document = openApiDocumentSchema.parse({
      paths: {
        '/api/orders/{id}': { get: { parameters: [{ name: 'id', in: 'path', required: true }] }, patch: {} },
        '/api/health': { get: {} },
      },
    });
    expect(routesOf(document).map((route) => `${route.method} ${route.path}`)).toEqual([
      'get /api/health',
      'get /api/orders/{id}',
      'patch /api/orders/{id}',
    ]);
  });
});

describe(arbitraryFromSchema.name, () => {
  const document = openApiDocumentSchema.parse({ paths: {} });
  const schema = {
    type: 'object',
    properties: {
      provider: { type: 'string', enum: ['card', 'online'] },
      count: { type: 'integer', minimum: 1, maximum: 3 },
    },
    required: ['provider'],
    additionalProperties: false,
  };

  it('mostly fits the schema, and sometimes breaks it on purpose', () => {
    const fits = z
      .object({ provider: z.enum(['card', 'online']), count: z.number().int().min(1).max(3).optional() })
      .strict();
    const samples = fc.sample(arbitraryFromSchema(jsonSchemaSchema.parse(schema), document), { seed: 7, numRuns: 300 });
    const fitting = samples.filter((sample) => fits.safeParse(sample).success).length;
    expect(fitting).toBeGreaterThan(60);
    expect(fitting).toBeLessThan(300);
  });
});

describe(encodeForUrl.name, () => {
  it('percent-encodes ordinary text and sends a lone surrogate as its invalid UTF-8 bytes', () => {
    expect(encodeForUrl("a b/'")).toBe("a%20b%2F'");
    expect(encodeForUrl('x\uD800')).toBe('x%ED%A0%80');
  });

  it('keeps hostile strings that encoders accept intact on the wire', () => {
    for (const hostile of HOSTILE_STRINGS.filter((value) => !/[\uD800-\uDFFF]/.test(value))) {
      expect(decodeURIComponent(encodeForUrl(hostile))).toBe(hostile);
    }
  });
});

describe(settlingTimeoutMs.name, () => {
  it('gives the settling step at least two minutes, and more the more orders settle together', () => {
    expect(settlingTimeoutMs(1)).toBeGreaterThanOrEqual(120_000);
    // A Firecracker host (150 ms of CPU per order on two cores) needed more than 120 s for 1,000.
    expect(settlingTimeoutMs(1000)).toBeGreaterThanOrEqual((1000 * 150) / 2 + 120_000);
    expect(settlingTimeoutMs(2000)).toBeGreaterThan(settlingTimeoutMs(1000));
  });
});

describe(orderStepsTable.name, () => {
  /** What measureProcesses reads around a step: seconds of CPU by process, and the machine's. */
  const usage = (seconds: Record<string, number>, machineSeconds?: number): ProcessUsage => ({
    peakRssMiB: {},
    cpu: Object.fromEntries(
      Object.entries(seconds).map(([name, value]) => [name, { seconds: value, msPerOrder: Math.round(value) }]),
    ),
    ...(machineSeconds === undefined
      ? {}
      : { machine: { seconds: machineSeconds, msPerOrder: 0, restMsPerOrder: 0, busyShare: 0, stolenShare: 0 } }),
  });
  const cells = (line: string) => line.trim().split(/\s{2,}/);

  it('gives each process its CPU per order of each step to a tenth of a millisecond, and the sum of the steps', () => {
    const costs = [
      stepCost('create', 1000, usage({ api: 3.4, worker: 0.9 }, 6.1)),
      stepCost('offers', 1000, usage({ api: 8.2, worker: 1.1 }, 13.3)),
    ];
    expect(costs[0]).toEqual({
      step: 'create',
      orders: 1000,
      cpuMsPerOrder: { api: 3.4, worker: 0.9 },
      machineMsPerOrder: 6.1,
    });
    const lines = orderStepsTable(costs).split('\n');
    expect(lines[0]).toContain('1000 orders');
    expect(cells(lines[1])).toEqual(['api', 'worker', 'machine']);
    expect(cells(lines[2])).toEqual(['create', '3.4', '0.9', '6.1']);
    expect(cells(lines[3])).toEqual(['offers', '8.2', '1.1', '13.3']);
    expect(cells(lines[4])).toEqual(['all steps', '11.6', '2.0', '19.4']);
  });

  it('divides by the orders that took the step, and leaves a sum blank where a step could not read a process', () => {
    const costs = [
      stepCost('confirm', 500, usage({ api: 2, sandbox: 0.5 })),
      stepCost('payment', 500, usage({ api: 1.5 })),
    ];
    expect(costs.map((cost) => cost.cpuMsPerOrder)).toEqual([{ api: 4, sandbox: 1 }, { api: 3 }]);
    const lines = orderStepsTable(costs).split('\n');
    expect(cells(lines[1])).toEqual(['api', 'sandbox']);
    expect(cells(lines[3])).toEqual(['payment', '3.0', '—']);
    expect(cells(lines[4])).toEqual(['all steps', '7.0', '—']);
  });
});
