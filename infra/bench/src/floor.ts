import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Pool, type PoolClient } from 'pg';
import { bullConnectionOptions } from '@asiguro/platform';
import type { PipelineWork } from './server-stages';

export interface FloorOptions {
  databaseUrl: string;
  redisUrl: string;
  /** The work to repeat: as many orders, transactions and jobs as the pipeline did. */
  work: PipelineWork;
  /** Orders in flight at once (the benchmark's customer concurrency). */
  concurrency: number;
  /** Jobs run at once (workers × WORKER_CONCURRENCY of the stack). */
  workerConcurrency: number;
  /** Connections in the pool (TypeORM's default pool is 10 per process). */
  poolSize?: number;
}

export interface FloorResult {
  orders: number;
  transactions: number;
  jobs: number;
  /** RSA-2048 signatures over SHA-256 of a document-sized buffer. */
  signatures: number;
  documentBytes: number;
  elapsedMs: number;
  ordersPerSecond: number;
}

const TABLES = `
  create table if not exists floor_orders (id bigint primary key, status text not null, version int not null);
  create table if not exists floor_events (id bigserial primary key, order_id bigint not null, seq int not null, status text not null, created_at timestamptz not null default now());
  create table if not exists floor_outbox (id bigserial primary key, order_id bigint not null, job text not null, created_at timestamptz not null default now(), enqueued_at timestamptz)`;

/**
 * How many signatures each job of an order's chain makes: the order's share of the pipeline's
 * signatures, all in its first job (where the pipeline's document job is: right after the
 * client's transitions), the remainder spread over the first orders so the total is exact.
 */
export function signaturesPerOrder(work: Pick<PipelineWork, 'orders' | 'signatures'>, orderIndex: number): number {
  const orders = Math.max(1, work.orders);
  const base = Math.floor(work.signatures / orders);
  return base + (orderIndex < work.signatures - base * orders ? 1 : 0);
}

/** The signing part of the floor: RSA-2048 over the SHA-256 of a document-sized buffer. */
export class FloorSigner {
  private readonly key: KeyObject;
  private readonly document: Buffer;

  constructor(documentBytes: number) {
    this.key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    this.document = randomBytes(Math.max(1, documentBytes));
  }

  /** Hashes the document and signs the digest, as a PAdES signature does (signed attributes aside). */
  signOnce(): Buffer {
    const digest = createHash('sha256').update(this.document).digest();
    return sign('sha256', digest, this.key);
  }
}

/**
 * The floor: the same number of PostgreSQL transactions, BullMQ jobs and RSA signatures over
 * documents of the same size as the pipeline spent, done by a minimal script — pg, bullmq and
 * node:crypto only, no Nest, no TypeORM, no HTTP, no PDF. Each order is a chain like the real
 * one: the client commits the first transitions, then each job commits one more and enqueues the
 * next, so order latency and concurrency shape the floor as they shape us. A transition is what
 * the real one writes: update the order, insert its event, insert an outbox row; an order's
 * signatures are made in its first job.
 */
export async function runFloor(options: FloorOptions): Promise<FloorResult> {
  const { work } = options;
  const perOrderTx = Math.max(1, Math.round(work.transactions / Math.max(1, work.orders)));
  const perOrderJobs = Math.min(perOrderTx, Math.round(work.jobs / Math.max(1, work.orders)));
  const clientTx = perOrderTx - perOrderJobs;
  const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
  const prefix = `floor${randomBytes(4).toString('hex')}`;
  const connection = bullConnectionOptions(options.redisUrl);
  const queue = new Queue('floor', { connection, prefix });
  const finished = new Map<number, () => void>();
  let transactions = 0;
  let jobs = 0;
  let signatures = 0;
  const signer = new FloorSigner(work.documentBytes);

  const transition = async (orderId: number, seq: number) => {
    const client: PoolClient = await pool.connect();
    try {
      await client.query('begin');
      if (seq === 1) {
        await client.query(`insert into floor_orders (id, status, version) values ($1, 'draft', 1)`, [orderId]);
      } else {
        await client.query(`update floor_orders set status = $2, version = version + 1 where id = $1`, [
          orderId,
          `s${seq}`,
        ]);
      }
      await client.query(`insert into floor_events (order_id, seq, status) values ($1, $2, $3)`, [
        orderId,
        seq,
        `s${seq}`,
      ]);
      await client.query(`insert into floor_outbox (order_id, job) values ($1, $2)`, [orderId, `job${seq}`]);
      await client.query('commit');
      transactions++;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  const signFor = (orderId: number) => {
    for (let count = signaturesPerOrder(work, orderId - 1); count > 0; count--) {
      signer.signOnce();
      signatures++;
    }
  };

  const worker = new Worker<{ orderId: number; seq: number }>(
    'floor',
    async (job) => {
      if (job.data.seq === clientTx + 1) signFor(job.data.orderId);
      await transition(job.data.orderId, job.data.seq);
      jobs++;
      if (job.data.seq < perOrderTx) await enqueue(job.data.orderId, job.data.seq + 1);
      else finished.get(job.data.orderId)?.();
    },
    { connection, prefix, concurrency: options.workerConcurrency },
  );
  const enqueue = (orderId: number, seq: number) =>
    queue.add(
      'step',
      { orderId, seq },
      { jobId: `${orderId}-${seq}`, removeOnComplete: { count: 100_000 }, removeOnFail: true },
    );

  const order = async (orderId: number) => {
    const done = new Promise<void>((resolve) => finished.set(orderId, resolve));
    for (let seq = 1; seq <= clientTx; seq++) await transition(orderId, seq);
    if (perOrderJobs === 0) return signFor(orderId);
    await enqueue(orderId, clientTx + 1);
    await done;
    finished.delete(orderId);
  };

  try {
    await pool.query(TABLES);
    await pool.query('truncate floor_orders, floor_events, floor_outbox');
    await worker.waitUntilReady();
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(options.concurrency, work.orders) }, async () => {
        while (next < work.orders) await order(++next);
      }),
    );
    const elapsedMs = Date.now() - started;
    return {
      orders: work.orders,
      transactions,
      jobs,
      signatures,
      documentBytes: work.documentBytes,
      elapsedMs,
      ordersPerSecond: work.orders / (elapsedMs / 1000),
    };
  } finally {
    await worker.close();
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await pool.query('drop table if exists floor_orders, floor_events, floor_outbox').catch(() => undefined);
    await pool.end();
  }
}
