import { Client } from 'pg';
import { summarize, type Summary } from './percentiles';

/** Stage durations as the database recorded them (order_events timestamps), in milliseconds. */
export interface ServerStages {
  paidToIssued: Summary;
  issuedToCompleted: Summary;
  paymentToCompleted: Summary;
}

/** The work the pipeline did for a set of orders: what the floor has to repeat. */
export interface PipelineWork {
  orders: number;
  /** Committed transitions (one order_events row each; every one its own transaction). */
  transactions: number;
  /** Jobs the workers ran for those orders (distinct BullMQ job ids in job_runs). */
  jobs: number;
  /**
   * RSA signatures made for those orders: one per stored document (a PAdES signature per PDF, a
   * PKCS#7 per Apple pass, an RS256 JWT per Google link).
   */
  signatures: number;
  /** Mean size of those documents, in bytes: what each signature hashes. */
  documentBytes: number;
}

/** Reads the stage durations of `orderIds` from their event log. */
export async function serverStages(databaseUrl: string, orderIds: readonly string[]): Promise<ServerStages> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ paid: number | null; issued: number | null; completed: number | null }>(
      `select extract(epoch from min(created_at) filter (where from_status = 'unpaid' and to_status = 'paid')) * 1000 as paid,
              extract(epoch from min(created_at) filter (where to_status = 'issued')) * 1000 as issued,
              extract(epoch from min(created_at) filter (where to_status = 'completed')) * 1000 as completed
         from order_events where order_id = any($1::uuid[]) group by order_id`,
      [orderIds],
    );
    const span = (from: keyof (typeof rows)[number], to: keyof (typeof rows)[number]) =>
      rows.filter((row) => row[from] !== null && row[to] !== null).map((row) => Number(row[to]) - Number(row[from]));
    return {
      paidToIssued: summarize(span('paid', 'issued')),
      issuedToCompleted: summarize(span('issued', 'completed')),
      paymentToCompleted: summarize(span('paid', 'completed')),
    };
  } finally {
    await client.end();
  }
}

/** Counts the transactions and jobs the pipeline spent on `orderIds`. */
export async function pipelineWork(databaseUrl: string, orderIds: readonly string[]): Promise<PipelineWork> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [events] = (
      await client.query<{ n: number }>(
        `select count(*)::int as n from order_events where order_id = any($1::uuid[])`,
        [orderIds],
      )
    ).rows;
    const [jobs] = (
      await client.query<{ n: number }>(
        `select count(distinct job_id)::int as n from job_runs where order_id = any($1::uuid[])`,
        [orderIds],
      )
    ).rows;
    const [documents] = (
      await client.query<{ n: number; bytes: number | null }>(
        `select count(*)::int as n, avg(size)::float8 as bytes from documents where order_id = any($1::uuid[])`,
        [orderIds],
      )
    ).rows;
    return {
      orders: orderIds.length,
      transactions: events.n,
      jobs: jobs.n,
      signatures: documents.n,
      documentBytes: Math.round(documents.bytes ?? 0),
    };
  } finally {
    await client.end();
  }
}

/** How long the workers' jobs took for `orderIds`, by job name (completed runs, ms). */
export async function jobDurations(databaseUrl: string, orderIds: readonly string[]): Promise<Record<string, Summary>> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ job_name: string; durations: number[] }>(
      `select job_name, array_agg(duration_ms) as durations from job_runs
        where order_id = any($1::uuid[]) and outcome = 'completed' and duration_ms is not null group by job_name order by job_name`,
      [orderIds],
    );
    return Object.fromEntries(rows.map((row) => [row.job_name, summarize(row.durations.map(Number))]));
  } finally {
    await client.end();
  }
}

/**
 * The generate-documents job's time divided by the documents it stored, per order (ms): the
 * in-pipeline cost of one document, database writes and queue overhead included.
 */
export async function documentJobPerDocument(databaseUrl: string, orderIds: readonly string[]): Promise<Summary> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ per_document: number }>(
      `select j.duration_ms::float8 / d.n as per_document
         from job_runs j
         join (select order_id, count(*) as n from documents where order_id = any($1::uuid[]) group by order_id) d
           on d.order_id = j.order_id
        where j.job_name = 'generate-documents' and j.outcome = 'completed' and j.duration_ms is not null`,
      [orderIds],
    );
    return summarize(rows.map((row) => Number(row.per_document)));
  } finally {
    await client.end();
  }
}
