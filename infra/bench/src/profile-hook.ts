/**
 * Preloaded into the stack's processes by `npm run bench -- --profile-dir <dir>` (node --require):
 * SIGURG starts a CPU profile (the V8 sampling profiler, through node:inspector), a sampling
 * allocation profile (what was allocated where, garbage included: .heapprofile) and a count of
 * the SQL statements the process sends; the next SIGURG writes the three to <dir>/<name>-<pid>.*
 * and stops. The benchmark toggles it around the pipeline, so start-up stays out. SIGURG because it
 * is ignored by default and nothing else sends it: Nest's shutdown hooks end the process on
 * SIGUSR2, and Node's inspector takes SIGUSR1.
 *
 * SIGWINCH (ignored by default too) writes a heap snapshot, <dir>/<name>-<pid>-<n>.heapsnapshot,
 * once whole (written under another name, then renamed): the status load takes one before and one
 * with every stream open, and infra/bench/dist/heap-diff.js tells what each stream retains.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';

const folder = process.env.BENCH_PROFILE_DIR;
/** The service: services/<name>/dist/main.js. */
const name = /services[\\/]([a-z]+)[\\/]dist/.exec(process.argv[1] ?? '')?.[1] ?? 'process';

interface Counting {
  total: number;
  statements: Map<string, number>;
}

let counting: Counting | undefined;

/** Counts every query of node-postgres (TypeORM's driver, and BullMQ-free code paths) while on. */
function countQueries(): void {
  let pg: { Client: { prototype: { query: (...args: unknown[]) => unknown } } };
  try {
    // The service's own pg (resolved from the repository root), the instance TypeORM uses.
    pg = createRequire(join(process.cwd(), 'package.json'))('pg') as typeof pg;
  } catch {
    return;
  }
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function counted(this: unknown, ...args: unknown[]) {
    if (counting) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = (typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 160);
      counting.total++;
      counting.statements.set(text, (counting.statements.get(text) ?? 0) + 1);
    }
    return query.apply(this, args);
  };
}

if (folder) {
  let snapshots = 0;
  process.on('SIGWINCH', () => {
    const file = join(folder, `${name}-${process.pid}-${++snapshots}.heapsnapshot`);
    renameSync(writeHeapSnapshot(`${file}.partial`), file);
  });
  countQueries();
  const session = new Session();
  session.connect();
  const post = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))),
    );
  let profiling = false;
  process.on('SIGURG', () => {
    void (async () => {
      if (!profiling) {
        profiling = true;
        counting = { total: 0, statements: new Map() };
        await post('Profiler.enable');
        await post('Profiler.setSamplingInterval', { interval: 500 });
        await post('Profiler.start');
        // Where the garbage comes from: the collector is the largest single item of each process.
        await post('HeapProfiler.enable');
        await post('HeapProfiler.startSampling', {
          samplingInterval: 16384,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: true,
        });
        return;
      }
      profiling = false;
      const { profile } = await post<{ profile: object }>('Profiler.stop');
      const { profile: allocations } = await post<{ profile: object }>('HeapProfiler.stopSampling');
      const stem = join(folder, `${name}-${process.pid}`);
      writeFileSync(`${stem}.cpuprofile`, JSON.stringify(profile));
      writeFileSync(`${stem}.heapprofile`, JSON.stringify(allocations));
      const statements = [...(counting?.statements ?? [])].sort((a, b) => b[1] - a[1]);
      writeFileSync(
        `${stem}.queries.json`,
        `${JSON.stringify({ total: counting?.total ?? 0, statements: Object.fromEntries(statements) }, null, 2)}\n`,
      );
      counting = undefined;
    })();
  });
}
