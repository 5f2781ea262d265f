import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { OrderService } from '@asiguro/orchestration';
import { startOrchestrationContext } from '@asiguro/testing';
import type { RunStack } from './bench-stack';
import { heapTotals } from './heap-diff';
import { summarize, type Summary } from './percentiles';
import { readProcessMemory } from './process-memory';
import { openStatusStream, type StatusStream } from './status-stream';
import { pooled, visitor } from './visitors';

export interface StatusLoadOptions {
  stack: RunStack;
  /** Customers holding a server-sent-event stream each (default 5,000). */
  streams: number;
  /** Customers polling the status endpoint with ETag instead (browsers without EventSource). */
  pollers: number;
  pollMs: number;
  /** Transitions committed while everyone watches, and how many per second. */
  commits: number;
  commitRate: number;
  /** Streams being opened at once. */
  openConcurrency?: number;
  /**
   * The folder the stack's profile hook writes to (`--profile-dir`): when given, the API writes a
   * heap snapshot before the streams open and another with all of them open.
   */
  heapSnapshotDir?: string;
}

export interface StatusLoadResult {
  streams: { requested: number; opened: number; failed: number; endedEarly: number };
  pollers: { count: number; pollMs: number; requests: number; notModified: number; errors: number };
  commits: number;
  /** Commit (the committer's transaction returned) to the event reaching the streaming client. */
  commitToStream: Summary;
  /** Commits a streaming client had not received 10 s after the last commit. */
  streamMissed: number;
  /** Commit to a polling client seeing the new version (bounded below by the polling period). */
  commitToPoll: Summary;
  apiRssMiB: { before: number | null; withStreams: number | null; peak: number | null };
  /** (API RSS with every stream open − before) ÷ streams. */
  apiKiBPerStream: number | null;
  /**
   * (API heap retained with every stream open − before) ÷ streams, from two heap snapshots (each
   * after a full collection), with the snapshots' files; only with `heapSnapshotDir`.
   */
  apiHeapPerStream?: { kib: number; before: string; withStreams: string };
  /** This process's own event-loop delay while committing (ms): it is part of every latency above. */
  driverLoopDelayMs: { p50: number; p99: number; max: number };
  fileDescriptorLimits: { driver: string | null; api: string | null };
}

/** The "Max open files" line of a process's limits (soft and hard). */
function openFilesLimit(pid: number | undefined): string | null {
  if (pid === undefined) return null;
  try {
    const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const [soft, hard] = line?.replace('Max open files', '').trim().split(/\s+/) ?? [];
    return soft ? `${soft} soft / ${hard} hard` : null;
  } catch {
    return null;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks the API's profile hook for a heap snapshot (SIGWINCH) and waits until it is whole. */
async function apiHeapSnapshot(pid: number, folder: string): Promise<string> {
  const taken = new Set(readdirSync(folder));
  process.kill(pid, 'SIGWINCH');
  for (let waited = 0; waited < 300_000; waited += 250) {
    const file = readdirSync(folder).find(
      (name) => name.startsWith(`api-${pid}-`) && name.endsWith('.heapsnapshot') && !taken.has(name),
    );
    if (file) return join(folder, file);
    await pause(250);
  }
  throw new Error(`the API (pid ${pid}) wrote no heap snapshot in ${folder}`);
}

/**
 * Status load: thousands of customers hold the order stream open (and some poll the status with
 * ETag) while transitions are committed through the orchestration core in this process, on the
 * stack's database and queue prefix — the same publish path as the API's and the workers'. Each
 * commit is matched with the moment the customer's client received it.
 */
export async function runStatusLoad(options: StatusLoadOptions): Promise<StatusLoadResult> {
  const { stack } = options;
  // One API process holds every stream, even when the stack has several behind a proxy.
  const apiPid = stack.api.child.pid;
  const apiUrl = stack.apiUrls[0];
  const context = await startOrchestrationContext({
    relay: false,
    env: { DATABASE_URL: stack.database.url, QUEUE_PREFIX: stack.queuePrefix, REDIS_URL: stack.env.REDIS_URL },
  });
  const streams: StatusStream[] = [];
  let polling = true;
  try {
    const orders = context.app.get(OrderService);
    const total = options.streams + options.pollers;
    const visitors = await pooled(
      Array.from({ length: total }, (_value, index) => index),
      50,
      () => visitor(apiUrl),
    );
    const orderIds = await pooled(visitors, 10, async (owner) => {
      const order = await orders.create(
        { items: [{ type: 'rca', details: {} }], authorUid: owner.uid },
        { kind: 'customer' },
      );
      return order.id;
    });

    const snapshots = apiPid !== undefined ? options.heapSnapshotDir : undefined;
    await pause(1000);
    const before = apiPid === undefined ? undefined : readProcessMemory(apiPid);
    // After the RSS reading: writing a snapshot grows the API's RSS by its own buffers.
    const snapshotBefore = snapshots ? await apiHeapSnapshot(apiPid!, snapshots) : undefined;

    // version → when it reached the client, per order
    const received = new Map<string, Map<number, number>>();
    const remember = (orderId: string, version: number, at: number) => {
      let versions = received.get(orderId);
      if (!versions) received.set(orderId, (versions = new Map()));
      if (!versions.has(version)) versions.set(version, at);
    };

    let failed = 0;
    let endedEarly = 0;
    const streamed = Array.from({ length: options.streams }, (_value, index) => index);
    await pooled(streamed, options.openConcurrency ?? 200, async (index) => {
      const orderId = orderIds[index];
      const stream = openStatusStream(apiUrl, orderId, visitors[index].cookie, (event) =>
        remember(orderId, event.version, event.receivedAt),
      );
      try {
        await stream.opened;
        streams.push(stream);
        void stream.done.then((how) => {
          if (how !== 'closed') endedEarly++;
        });
      } catch {
        failed++;
      }
    });

    const pollerStats = { requests: 0, notModified: 0, errors: 0 };
    const polled = new Map<string, Map<number, number>>();
    const pollers = orderIds.slice(options.streams).map(async (orderId, index) => {
      const owner = visitors[options.streams + index];
      let etag: string | undefined;
      await pause(Math.random() * options.pollMs);
      while (polling) {
        try {
          const response = await fetch(`${apiUrl}/api/orders/${orderId}/status`, {
            headers: { cookie: owner.cookie, ...(etag ? { 'if-none-match': etag } : {}) },
          });
          const at = Date.now();
          pollerStats.requests++;
          if (response.status === 304) pollerStats.notModified++;
          if (response.status === 200) {
            etag = response.headers.get('etag') ?? undefined;
            const view = (await response.json()) as { version: number };
            let versions = polled.get(orderId);
            if (!versions) polled.set(orderId, (versions = new Map()));
            if (!versions.has(view.version)) versions.set(view.version, at);
          } else {
            await response.arrayBuffer();
            if (response.status !== 304) pollerStats.errors++;
          }
        } catch {
          pollerStats.errors++;
        }
        await pause(options.pollMs);
      }
    });

    await pause(2000);
    const withStreams = apiPid === undefined ? undefined : readProcessMemory(apiPid);
    const snapshotWithStreams = snapshots ? await apiHeapSnapshot(apiPid!, snapshots) : undefined;

    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    // Commits at a steady rate over random watched orders.
    const committed: { orderId: string; version: number; at: number; polled: boolean }[] = [];
    const interval = 1000 / options.commitRate;
    const started = Date.now();
    await pooled(
      Array.from({ length: options.commits }, (_value, index) => index),
      Math.max(1, Math.ceil(options.commitRate / 20)),
      async (index) => {
        const due = started + index * interval;
        if (due > Date.now()) await pause(due - Date.now());
        const target = Math.floor(Math.random() * orderIds.length);
        const orderId = orderIds[target];
        const applied = await orders.apply(orderId, { type: 'UPDATE', actor: { kind: 'customer' } });
        committed.push({ orderId, version: applied.order.version, at: Date.now(), polled: target >= options.streams });
      },
    );

    // Every streamed commit should arrive; give the stragglers time, and pollers one more period.
    const toStreams = committed.filter((commit) => !commit.polled);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && toStreams.some((commit) => !received.get(commit.orderId)?.has(commit.version))) {
      await pause(100);
    }
    await pause(options.pollMs + 500);
    polling = false;
    await Promise.all(pollers);
    loopDelay.disable();
    const delayMs = (nanoseconds: number) => Math.round(nanoseconds / 1e5) / 10;

    const streamLatencies = toStreams
      .map((commit) => (received.get(commit.orderId)?.get(commit.version) ?? NaN) - commit.at)
      .filter((value) => Number.isFinite(value));
    const pollLatencies = committed
      .filter((commit) => commit.polled)
      .map((commit) => {
        // A later version seen first also tells the poller about this commit.
        const versions = polled.get(commit.orderId);
        const seen = versions ? [...versions].filter(([version]) => version >= commit.version).map(([, at]) => at) : [];
        return seen.length ? Math.min(...seen) - commit.at : NaN;
      });
    const peak = apiPid === undefined ? undefined : readProcessMemory(apiPid);
    const beforeMiB = before?.rssMiB ?? null;
    const withMiB = withStreams?.rssMiB ?? null;
    return {
      streams: { requested: options.streams, opened: streams.length, failed, endedEarly },
      pollers: { count: options.pollers, pollMs: options.pollMs, ...pollerStats },
      commits: committed.length,
      commitToStream: summarize(streamLatencies),
      streamMissed: toStreams.length - streamLatencies.length,
      commitToPoll: summarize(pollLatencies),
      apiRssMiB: { before: beforeMiB, withStreams: withMiB, peak: peak?.peakMiB ?? null },
      apiKiBPerStream:
        beforeMiB !== null && withMiB !== null && streams.length > 0
          ? Math.round(((withMiB - beforeMiB) * 1024 * 10) / streams.length) / 10
          : null,
      ...(snapshotBefore && snapshotWithStreams && streams.length > 0
        ? {
            apiHeapPerStream: {
              kib:
                Math.round(
                  ((heapTotals(snapshotWithStreams).bytes - heapTotals(snapshotBefore).bytes) * 10) /
                    1024 /
                    streams.length,
                ) / 10,
              before: snapshotBefore,
              withStreams: snapshotWithStreams,
            },
          }
        : {}),
      fileDescriptorLimits: { driver: openFilesLimit(process.pid), api: openFilesLimit(apiPid) },
      driverLoopDelayMs: {
        p50: delayMs(loopDelay.percentile(50)),
        p99: delayMs(loopDelay.percentile(99)),
        max: delayMs(loopDelay.max),
      },
    };
  } finally {
    polling = false;
    for (const stream of streams) stream.close();
    await context.close();
  }
}
