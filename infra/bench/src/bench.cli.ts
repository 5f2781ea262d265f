import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { benchDocuments, documentBenchTable, type DocumentBench } from '@asiguro/documents';
import { repositoryRoot } from '@asiguro/testing';
import { launchStack, setInsurers, type RunStack } from './bench-stack';
import { count, flag, parseFlags } from './cli-flags';
import { checkDocumentsReachable, type DocumentsReachable } from './documents-reachable';
import { checkDuplicates, type DuplicateCheck } from './duplicates';
import { runExpiryLateness, type ExpiryLatenessResult } from './expiry-lateness';
import { runFloor, type FloorResult } from './floor';
import { describeMachine, postgresServerPid, redisServerPid } from './machine';
import { orderStepsTable, runOrderSteps, type StepCost } from './order-steps';
import { runOpenLoop, runPipeline, CLIENT_STAGES, type OpenLoopResult, type PipelineResult } from './pipeline-run';
import { measureProcesses, type CoreShares, type ProcessUsage, type TrackedProcess } from './process-memory';
import type { Summary } from './percentiles';
import { factList, formatMs, formatShare, summaryTable } from './report-table';
import { documentJobPerDocument, jobDurations, pipelineWork, type PipelineWork } from './server-stages';
import { runStatusLoad, type StatusLoadResult } from './status-load';
import { runTransitionLatency, type TransitionLatencyResult } from './transition-latency';

const DEFAULT_DATABASE_URL = 'postgres://asiguro:asiguro@127.0.0.1:5432/asiguro';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** `--rate 5,10,20`: arrival rates of the open loop, customers per second. */
const rates = z
  .string()
  .default('')
  .transform((value, context) => {
    const list = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(Number);
    if (list.some((rate) => !Number.isFinite(rate) || rate <= 0 || rate > 1000)) {
      context.addIssue({ code: 'custom', message: 'a list of rates per second, e.g. 5,10,20' });
    }
    return list;
  });

/** `npm run bench -- --orders 2000 --concurrency 50 …`: every flag, with its default. */
export const benchFlagsSchema = z.object({
  orders: count(2000),
  concurrency: count(50, 10_000),
  workers: count(1, 32),
  /** API processes; more than one run behind a local round-robin proxy. */
  apis: count(1, 16),
  workerConcurrency: count(20, 1000),
  /** Open loop instead of the closed one: new customers per second, one run per rate. */
  rate: rates,
  /** How long customers arrive at each rate. */
  rateSeconds: count(30, 3600),
  /**
   * Before the open loop's first rate, customers at that rate for this long, not measured: a
   * fresh stack's first seconds (code run for the first time in every process) would otherwise
   * be the first rate's tail. Its own payment → completed is reported apart. 0: none.
   */
  warmupSeconds: z.coerce.number().int().min(0).max(600).default(10),
  streams: z.coerce.number().int().min(0).max(100_000).default(10_000),
  pollers: z.coerce.number().int().min(0).max(100_000).default(500),
  /** The storefront's fallback polling period. */
  pollMs: count(2500, 60_000),
  commits: count(2000),
  commitRate: count(100, 10_000),
  /** Transitions timed from the event to the status endpoint, and their rate. */
  transitions: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  transitionRate: count(100, 10_000),
  /** Pending drafts whose deadlines fall within `expiryWindow` seconds. */
  drafts: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  expiryWindow: count(60, 3600),
  skipPipeline: flag(),
  /**
   * Orders that take each step of a purchase together (create, offers, confirm, payment, the
   * card page, settling), each process's CPU read around each step. 0: no such section.
   */
  steps: z.coerce.number().int().min(0).max(100_000).default(0),
  /** With several APIs or workers: no run on one API and one worker to compare with. */
  skipBaseline: flag(),
  skipFloor: flag(),
  skipTransitions: flag(),
  skipExpiry: flag(),
  skipStatus: flag(),
  /** Documents of each kind the per-document benchmark renders and signs. */
  documents: count(100, 10_000),
  skipDocuments: flag(),
  out: z.string().default('bench-results'),
  /**
   * A folder for a CPU profile and a count of SQL statements of every stack process during each
   * pipeline run (started after the stack is up, so start-up stays out).
   */
  profileDir: z.string().optional(),
  postgresUrl: z.string().default(process.env.DATABASE_URL || DEFAULT_DATABASE_URL),
  redisUrl: z.string().default(process.env.REDIS_URL || DEFAULT_REDIS_URL),
});
export type BenchFlags = z.infer<typeof benchFlagsSchema>;

const say = (message: string) => process.stderr.write(`[bench] ${message}\n`);

const CLIENT_LABELS: Record<(typeof CLIENT_STAGES)[number], string> = {
  create: 'create',
  offers: 'offers',
  confirm: 'confirm',
  pay: 'pay (start→page→paid)',
  paidToIssued: 'paid → issued',
  issuedToCompleted: 'issued → completed',
  paymentToCompleted: 'payment → completed',
};

function pipelineReport(pipeline: Omit<PipelineResult, 'purchases'>): string {
  return [
    summaryTable(
      'client view',
      CLIENT_STAGES.map((stage) => [CLIENT_LABELS[stage], pipeline.client[stage]]),
    ),
    '',
    summaryTable('server view (order_events)', [
      ['paid → issued', pipeline.server.paidToIssued],
      ['issued → completed', pipeline.server.issuedToCompleted],
      ['payment → completed', pipeline.server.paymentToCompleted],
    ]),
  ].join('\n');
}

function outcomeLine(pipeline: Omit<PipelineResult, 'purchases'>): string {
  return (
    `${pipeline.ordersPerSecond.toFixed(2)} orders/s (${pipeline.completed} completed, ${pipeline.failed} failed, ` +
    `${pipeline.errors} errors, ${pipeline.timeouts} timeouts) in ${formatMs(pipeline.elapsedMs)}`
  );
}

/** The cores' shares during a phase, as one line of a report. */
function coresFact(cores: CoreShares): [string, string] {
  return [
    'cores during the run',
    `${formatShare(cores.busyShare)} busy, ${formatShare(cores.stolenShare)} stolen by the hypervisor`,
  ];
}

function usageReport(usage: ProcessUsage): string {
  return factList([
    ...Object.entries(usage.peakRssMiB).map(([name, mib]): [string, string] => [`peak RSS ${name}`, `${mib} MiB`]),
    ...Object.entries(usage.cpu).map(([name, cpu]): [string, string] => [
      `CPU ${name}`,
      cpu.userMsPerOrder === undefined
        ? `${cpu.seconds} s (${cpu.msPerOrder} ms per completed order, all its processes)`
        : `${cpu.seconds} s (${cpu.msPerOrder} ms per completed order: ${cpu.userMsPerOrder} user, ${cpu.systemMsPerOrder} system)`,
    ]),
    ...Object.entries(usage.ioCalls ?? {}).map(([name, calls]): [string, string] => [
      `I/O calls ${name}`,
      `${calls.readsPerOrder} reads, ${calls.writesPerOrder} writes per completed order (system calls)`,
    ]),
    ...(usage.machine
      ? [
          [
            'CPU whole machine',
            `${usage.machine.seconds} s (${usage.machine.msPerOrder} ms per completed order, of which ` +
              `${usage.machine.restMsPerOrder} ms outside the processes above: ` +
              `${'postgres' in usage.cpu ? 'the kernel' : 'PostgreSQL, the kernel'})`,
          ] as [string, string],
          coresFact(usage.machine),
        ]
      : []),
  ]);
}

function duplicatesReport(checks: DuplicateCheck[]): string {
  return factList(
    checks.map((check): [string, string] => [
      check.name,
      check.duplicates === 0
        ? `no duplicate (${check.checked} checked)`
        : `${check.duplicates} DUPLICATED of ${check.checked}: ${check.samples.join('; ')}`,
    ]),
  );
}

function statusReport(status: StatusLoadResult): string {
  return [
    summaryTable('status load', [
      ['commit → SSE client', status.commitToStream],
      [`commit → poller (${status.pollers.pollMs} ms)`, status.commitToPoll],
    ]),
    factList([
      [
        'streams open / asked',
        `${status.streams.opened} / ${status.streams.requested} (failed ${status.streams.failed}, ended early ${status.streams.endedEarly})`,
      ],
      [
        'pollers',
        `${status.pollers.count}: ${status.pollers.requests} requests, ${status.pollers.notModified} × 304, ${status.pollers.errors} errors`,
      ],
      ['commits / missed by streams', `${status.commits} / ${status.streamMissed}`],
      [
        'API RSS before → with streams',
        `${status.apiRssMiB.before} → ${status.apiRssMiB.withStreams} MiB (peak ${status.apiRssMiB.peak})`,
      ],
      [
        'API memory per stream',
        `${status.apiKiBPerStream ?? '—'} KiB${status.apiHeapPerStream ? ' (RSS grown by the first heap snapshot)' : ''}`,
      ],
      ...(status.apiHeapPerStream
        ? [
            ['API heap retained per stream', `${status.apiHeapPerStream.kib} KiB (heap snapshots; heap-diff.js)`] as [
              string,
              string,
            ],
          ]
        : []),
      ['open-file limits', `driver ${status.fileDescriptorLimits.driver}; api ${status.fileDescriptorLimits.api}`],
      [
        'driver event-loop delay',
        `p50 ${status.driverLoopDelayMs.p50} ms, p99 ${status.driverLoopDelayMs.p99} ms, max ${status.driverLoopDelayMs.max} ms`,
      ],
    ]),
  ].join('\n');
}

/** The processes of a stack to follow, named as the report names them. */
async function stackProcesses(stack: RunStack, redisUrl: string, databaseUrl: string): Promise<TrackedProcess[]> {
  const several = (list: { child: { pid?: number } }[], name: string) =>
    list.map((service, index): TrackedProcess => [list.length > 1 ? `${name}-${index + 1}` : name, service.child.pid]);
  return [
    ['sandbox', stack.sandbox.child.pid],
    ...several(stack.apis, 'api'),
    ...several(stack.workers, 'worker'),
    ['bench driver', process.pid],
    ['redis-server', await redisServerPid(redisUrl)],
    ['postgres', await postgresServerPid(databaseUrl), 'server'],
  ];
}

/** Sandbox insurers and registries answering at once, so the figures are ours alone. */
async function instantPartners(stack: RunStack): Promise<void> {
  await setInsurers(stack.sandboxUrl, { latencyMs: 0, failureRate: 0, mode: 'up' });
  const registries = await fetch(`${stack.sandboxUrl}/admin/registries`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latencyMs: 0, failureRate: 0 }),
  });
  if (!registries.ok) throw new Error(`sandbox registries answered ${registries.status}`);
}

interface PipelinePhase {
  pipeline: Omit<PipelineResult, 'purchases'>;
  /** Documents of completed orders downloaded from every API process by their owners. */
  documentsReachable: DocumentsReachable;
  usage: ProcessUsage;
  jobDurations: Record<string, Summary>;
  /** The generate-documents job's time per document it stored, in the pipeline. */
  documentJobPerDocument: Summary;
  duplicates: DuplicateCheck[];
  /** What the floor repeats: the work of the completed orders. */
  work: PipelineWork;
}

/** Runs a closed or open loop on `stack` and reads what it cost and left behind. */
async function pipelinePhase(
  stack: RunStack,
  flags: BenchFlags,
  drive: () => Promise<PipelineResult>,
  profileDir?: string,
): Promise<PipelinePhase> {
  // SIGURG starts and stops the profile hook (--profile-dir) in every service process.
  const services = [stack.sandbox, ...stack.apis, ...stack.workers];
  const toggleProfiles = () => {
    if (profileDir) for (const service of services) service.child.kill('SIGURG');
  };
  toggleProfiles();
  const { result, usage } = await measureProcesses(
    await stackProcesses(stack, flags.redisUrl, stack.database.url),
    drive,
    (pipeline) => pipeline.completed,
  ).finally(toggleProfiles);
  if (profileDir) {
    const written = () =>
      services.every((service) => {
        const files = readdirSync(profileDir);
        return files.some((file) => file.endsWith(`-${service.child.pid}.queries.json`));
      });
    for (let waited = 0; waited < 20_000 && !written(); waited += 200) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    }
    say(`profiles and query counts of the pipeline in ${relative(process.cwd(), profileDir)}`);
  }
  const { purchases, ...pipeline } = result;
  const orderIds = purchases.flatMap((purchase) => (purchase.orderId ? [purchase.orderId] : []));
  const completedIds = purchases.flatMap((purchase) =>
    purchase.outcome === 'completed' && purchase.orderId ? [purchase.orderId] : [],
  );
  return {
    pipeline,
    usage,
    documentsReachable: await checkDocumentsReachable(stack.database.url, stack.apiUrls, purchases),
    jobDurations: await jobDurations(stack.database.url, orderIds),
    documentJobPerDocument: await documentJobPerDocument(stack.database.url, orderIds),
    duplicates: await checkDuplicates(stack.database.url, orderIds),
    work: await pipelineWork(stack.database.url, completedIds),
  };
}

function phaseReport(title: string, phase: PipelinePhase): string {
  return [
    `${title}: ${outcomeLine(phase.pipeline)}`,
    pipelineReport(phase.pipeline),
    summaryTable('worker jobs (job_runs)', [
      ...Object.entries(phase.jobDurations),
      ['generate-documents / document', phase.documentJobPerDocument],
    ]),
    usageReport(phase.usage),
    duplicatesReport(phase.duplicates),
    factList([
      [
        'documents from each API',
        `${phase.documentsReachable.downloaded.join(' / ')} downloads (${phase.documentsReachable.orders} orders), ` +
          `${phase.documentsReachable.mismatched} not as stored, ${phase.documentsReachable.failed.length} failed` +
          (phase.documentsReachable.failed.length
            ? ` (${phase.documentsReachable.failed.slice(0, 3).join('; ')})`
            : ''),
      ],
    ]),
  ].join('\n\n');
}

const progress = (settled: number, total: number, elapsed: number) =>
  say(`  ${settled}/${total} settled after ${Math.round(elapsed / 1000)} s`);

/**
 * Runs the benchmark — the pipeline (closed loop, or open loop at each `--rate`), the floor, the
 * transition latency, the expiry lateness, the status load and the documents — prints a table
 * and writes the JSON. With several APIs or workers it first runs the same closed loop on one of
 * each, to compare.
 */
export async function main(argv: readonly string[]): Promise<void> {
  const flags = parseFlags(argv, benchFlagsSchema);
  const startedAt = new Date();
  const machine = await describeMachine(flags.postgresUrl, flags.redisUrl);
  say(
    `machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres}, Redis ${machine.redis}, load ${machine.loadAverageAtStart}`,
  );
  const scaled = flags.apis > 1 || flags.workers > 1;
  const openLoop = flags.rate.length > 0;

  const result: {
    command: string;
    startedAt: string;
    finishedAt?: string;
    machine: typeof machine;
    flags: Omit<BenchFlags, 'postgresUrl' | 'redisUrl'>;
    /** The closed loop on one API and one worker, when the run scales out. */
    baseline?: PipelinePhase;
    pipeline?: PipelinePhase;
    openLoop?: Array<PipelinePhase & { rate: number; seconds: number; startLag: Summary }>;
    openLoopWarmup?: { rate: number; seconds: number; completed: number; paymentToCompleted: Summary };
    /** CPU per order of each step of a purchase (--steps). */
    steps?: StepCost[];
    floor?: FloorResult & { ratio: number };
    /** Requests the round-robin proxy sent to each API process. */
    proxyServed?: number[];
    /** The first requests the proxy could not forward (it answered 502). */
    proxyErrors?: string[];
    transitions?: TransitionLatencyResult;
    expiry?: ExpiryLatenessResult;
    statusLoad?: StatusLoadResult;
    loadAverageAtEnd?: number;
    /** Milliseconds per document of each kind, rendered and signed alone (libs/documents' benchmark). */
    documents?: DocumentBench;
  } = {
    command: `npm run bench -- ${argv.join(' ')}`.trim(),
    startedAt: startedAt.toISOString(),
    machine,
    flags: (({ postgresUrl: _p, redisUrl: _r, ...rest }) => rest)(flags),
  };
  const out: string[] = [];
  const profileDir = flags.profileDir ? resolve(repositoryRoot, flags.profileDir) : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const stackOptions = {
    postgresUrl: flags.postgresUrl,
    redisUrl: flags.redisUrl,
    label: 'bench',
    env: {
      WORKER_CONCURRENCY: String(flags.workerConcurrency),
      LOG_LEVEL: 'warn',
      ...(profileDir
        ? {
            NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${join(__dirname, 'profile-hook.js')}`.trim(),
            BENCH_PROFILE_DIR: profileDir,
          }
        : {}),
    },
  };
  let current: RunStack | undefined;
  let stopping: Promise<void> | undefined;
  const interrupted = () => void (stopping ??= current?.stop() ?? Promise.resolve()).then(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  if (scaled && !flags.skipBaseline && !flags.skipPipeline && !openLoop) {
    say(
      `baseline: 1 API, 1 worker × ${flags.workerConcurrency}, ${flags.orders} orders, ${flags.concurrency} customers`,
    );
    const baseline = (current = await launchStack({ ...stackOptions, workers: 1, apis: 1 }));
    try {
      await instantPartners(baseline);
      result.baseline = await pipelinePhase(
        baseline,
        flags,
        () => runPipeline({ stack: baseline, orders: flags.orders, concurrency: flags.concurrency, progress }),
        profileDir,
      );
      out.push(phaseReport('Baseline, 1 API and 1 worker', result.baseline));
    } finally {
      await baseline.stop();
      current = undefined;
    }
  }

  say(
    `starting the stack: sandbox, ${flags.apis} API process(es)${flags.apis > 1 ? ' behind a round-robin proxy' : ''}, ` +
      `${flags.workers} worker(s) × ${flags.workerConcurrency} jobs per queue`,
  );
  const stack = (current = await launchStack({ ...stackOptions, workers: flags.workers, apis: flags.apis }));
  try {
    await instantPartners(stack);
    const shape = `${flags.apis} API(s), ${flags.workers} worker(s) × ${flags.workerConcurrency}`;
    let work: PipelineWork | undefined;

    if (!flags.skipPipeline && !openLoop) {
      say(`pipeline: ${flags.orders} orders, ${flags.concurrency} customers at once`);
      result.pipeline = await pipelinePhase(
        stack,
        flags,
        () => runPipeline({ stack, orders: flags.orders, concurrency: flags.concurrency, progress }),
        profileDir,
      );
      work = result.pipeline.work;
      out.push(
        phaseReport(
          `Pipeline (closed loop): ${flags.orders} orders, ${flags.concurrency} customers, ${shape}`,
          result.pipeline,
        ),
      );
      if (result.baseline) {
        const ratio =
          result.pipeline.pipeline.ordersPerSecond / Math.max(1e-9, result.baseline.pipeline.ordersPerSecond);
        out.push(
          `Scale-out: ${result.pipeline.pipeline.ordersPerSecond.toFixed(2)} orders/s with ${shape} against ` +
            `${result.baseline.pipeline.ordersPerSecond.toFixed(2)} with one of each (× ${ratio.toFixed(2)})`,
        );
      }
    }

    if (openLoop) {
      result.openLoop = [];
      if (flags.warmupSeconds > 0) {
        const rate = flags.rate[0];
        say(`open loop warm-up: ${rate} customers per second for ${flags.warmupSeconds} s, not measured`);
        const warmup = await runOpenLoop({ stack, rate, seconds: flags.warmupSeconds, progress });
        const paymentToCompleted = warmup.client.paymentToCompleted;
        result.openLoopWarmup = { rate, seconds: flags.warmupSeconds, completed: warmup.completed, paymentToCompleted };
        out.push(
          `Open loop warm-up, not in the figures below: ${rate} new customers per second for ` +
            `${flags.warmupSeconds} s on the fresh stack, ${warmup.completed} completed, payment → completed ` +
            `p50 ${formatMs(paymentToCompleted.p50)}, p99 ${formatMs(paymentToCompleted.p99)} ` +
            `(--warmup-seconds 0: none)`,
        );
      }
      for (const rate of flags.rate) {
        say(`open loop: ${rate} customers per second for ${flags.rateSeconds} s`);
        let lagAndRate: { rate: number; seconds: number; startLag: Summary } | undefined;
        const phase = await pipelinePhase(
          stack,
          flags,
          async () => {
            const run: OpenLoopResult = await runOpenLoop({ stack, rate, seconds: flags.rateSeconds, progress });
            lagAndRate = { rate: run.rate, seconds: run.seconds, startLag: run.startLag };
            return run;
          },
          profileDir,
        );
        result.openLoop.push({ ...phase, ...lagAndRate! });
        work ??= phase.work;
        out.push(
          phaseReport(`Open loop: ${rate} new customers per second for ${flags.rateSeconds} s, ${shape}`, phase) +
            `\n${factList([['driver start lag p99', formatMs(lagAndRate!.startLag.p99)]])}`,
        );
      }
    }
    if (stack.proxy) {
      result.proxyServed = [...stack.proxy.served];
      result.proxyErrors = stack.proxy.errors.slice(0, 20);
      out.push(
        `Round-robin proxy: requests per API process ${result.proxyServed.join(' / ')}; ` +
          `${stack.proxy.errors.length} answered 502${stack.proxy.errors.length ? ` (${result.proxyErrors.slice(0, 5).join('; ')})` : ''}`,
      );
    }

    if (flags.steps > 0) {
      say(`order steps: ${flags.steps} orders taking each step together, ${flags.concurrency} customers at once`);
      result.steps = await runOrderSteps({
        stack,
        processes: await stackProcesses(stack, flags.redisUrl, stack.database.url),
        orders: flags.steps,
        concurrency: flags.concurrency,
      });
      out.push(orderStepsTable(result.steps));
    }

    const throughput = result.pipeline?.pipeline.ordersPerSecond ?? result.openLoop?.[0]?.pipeline.ordersPerSecond;
    if (!flags.skipFloor && work && throughput !== undefined) {
      say(
        `floor: ${work.transactions} transactions, ${work.jobs} jobs and ${work.signatures} signatures over ${work.documentBytes} bytes for ${work.orders} orders, pg + bullmq + node:crypto only`,
      );
      const floor = await runFloor({
        databaseUrl: stack.database.url,
        redisUrl: flags.redisUrl,
        work,
        concurrency: flags.concurrency,
        workerConcurrency: flags.workers * flags.workerConcurrency,
      });
      const ratio = floor.ordersPerSecond > 0 ? throughput / floor.ordersPerSecond : 0;
      result.floor = { ...floor, ratio };
      out.push(
        `Floor: ${floor.transactions} transactions + ${floor.jobs} jobs + ${floor.signatures} RSA signatures over ` +
          `${floor.documentBytes} bytes (${work.orders} orders) in ${formatMs(floor.elapsedMs)}: ` +
          `${floor.ordersPerSecond.toFixed(1)} orders/s; ours = ${formatShare(ratio)} of the floor`,
      );
    }

    if (!flags.skipTransitions && flags.transitions > 0) {
      say(`transition latency: ${flags.transitions} transitions at ${flags.transitionRate} per second`);
      const transitions = (result.transitions = await runTransitionLatency({
        stack,
        transitions: flags.transitions,
        rate: flags.transitionRate,
      }));
      out.push(
        [
          summaryTable(`transitions at ${transitions.rate}/s (${transitions.achievedRate}/s made)`, [
            ['event → committed', transitions.acceptedToCommitted],
            ['committed → status shows it', transitions.committedToVisible],
            ['event → status shows it', transitions.acceptedToVisible],
          ]),
          factList([
            ['status requests', `${transitions.statusRequests} for ${transitions.transitions} transitions`],
            ['never shown within 5 s', transitions.neverVisible],
            ...(transitions.cores ? [coresFact(transitions.cores)] : []),
          ]),
        ].join('\n'),
      );
    }

    if (!flags.skipExpiry && flags.drafts > 0) {
      say(`expiry: ${flags.drafts} drafts whose deadlines fall within ${flags.expiryWindow} s`);
      const expiry = (result.expiry = await runExpiryLateness({
        stack,
        drafts: flags.drafts,
        windowSeconds: flags.expiryWindow,
      }));
      out.push(
        [
          summaryTable(`expiry of ${expiry.drafts} drafts within ${expiry.windowSeconds} s`, [
            ['deadline → expired (lateness)', expiry.lateness],
          ]),
          factList([
            ['expired / still open', `${expiry.expired} / ${expiry.notExpired}`],
            ['setup (create, plan)', `${expiry.setupSeconds} s`],
          ]),
        ].join('\n'),
      );
    }

    if (!flags.skipStatus && flags.streams + flags.pollers > 0) {
      say(
        `status load: ${flags.streams} streams on one API process, ${flags.pollers} pollers, ${flags.commits} commits at ${flags.commitRate}/s`,
      );
      const status = (result.statusLoad = await runStatusLoad({
        stack,
        streams: flags.streams,
        pollers: flags.pollers,
        pollMs: flags.pollMs,
        commits: flags.commits,
        commitRate: flags.commitRate,
        heapSnapshotDir: profileDir,
      }));
      out.push(statusReport(status));
    }
    result.loadAverageAtEnd = Number(loadavg()[0].toFixed(2));
  } finally {
    await (stopping ??= stack.stop());
    current = undefined;
  }
  if (!flags.skipDocuments) {
    // After the stack has stopped, so the figures are the document code's alone.
    say(`documents: ${flags.documents} of each kind, rendered and signed in this process`);
    result.documents = await benchDocuments(flags.documents);
    out.push(documentBenchTable(result.documents));
  }
  result.finishedAt = new Date().toISOString();
  const folder = resolve(repositoryRoot, flags.out);
  mkdirSync(folder, { recursive: true });
  // A file name, not a day anyone reads: the UTC instant keeps names sortable.
  // eslint-disable-next-line no-restricted-syntax
  const file = join(folder, `bench-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(
    [
      '',
      `${result.command}`,
      `${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres}, Redis ${machine.redis}`,
      `load average ${machine.loadAverageAtStart} at the start, ${result.loadAverageAtEnd ?? '—'} at the end`,
      '',
      out.join('\n\n'),
      '',
      `JSON: ${relative(process.cwd(), file)}`,
      '',
    ].join('\n'),
  );
}
