import { Client } from 'pg';

/** One duplicate check after a run: what it counted, and the first few duplicates found. */
export interface DuplicateCheck {
  name: string;
  /** Rows (orders, jobs, payments, documents) the check looked at. */
  checked: number;
  duplicates: number;
  samples: string[];
}

/** The pipeline's once-per-order jobs: a second completed run of one is a duplicate. */
const ONCE_PER_ORDER_JOBS = ['issue-policy', 'generate-documents', 'order-completed-email'];

interface Check {
  name: string;
  /** Counts what is checked, for the orders in $1. */
  checked: string;
  /** One row per duplicate, with a `what` column describing it, for the orders in $1. */
  duplicates: string;
}

const CHECKS: Check[] = [
  {
    name: 'one order per customer (session)',
    checked: `select count(*)::int as n from orders where id = any($1::uuid[])`,
    duplicates: `select author_uid || ' × ' || count(*) as what from orders
                  where author_uid in (select author_uid from orders where id = any($1::uuid[]))
                  group by author_uid having count(*) > 1`,
  },
  {
    name: 'one completed run per job (BullMQ job id)',
    checked: `select count(*)::int as n from job_runs where order_id = any($1::uuid[]) and outcome = 'completed'`,
    duplicates: `select job_id || ' × ' || count(*) as what from job_runs
                  where order_id = any($1::uuid[]) and outcome = 'completed'
                  group by job_id having count(*) > 1`,
  },
  {
    name: 'issuance, documents and e-mail job once per order',
    checked: `select count(*)::int as n from job_runs
               where order_id = any($1::uuid[]) and outcome = 'completed' and job_name = any($2::text[])`,
    duplicates: `select order_id || ' ' || job_name || ' × ' || count(*) as what from job_runs
                  where order_id = any($1::uuid[]) and outcome = 'completed' and job_name = any($2::text[])
                  group by order_id, job_name having count(*) > 1`,
  },
  {
    name: 'one payment per order and per transaction, one applied',
    checked: `select count(*)::int as n from payments where order_id = any($1::uuid[])`,
    duplicates: `select 'order ' || order_id || ': ' || count(*) || ' payments, ' || count(*) filter (where applied) || ' applied' as what
                   from payments where order_id = any($1::uuid[])
                  group by order_id having count(*) > 1 or count(*) filter (where applied) > 1
                 union all
                 select 'transaction ' || transaction_id || ' × ' || count(*) from payments
                  where transaction_id is not null and order_id = any($1::uuid[])
                  group by transaction_id having count(*) > 1`,
  },
  {
    name: 'one document of each kind per order',
    checked: `select count(*)::int as n from documents where order_id = any($1::uuid[])`,
    duplicates: `select order_id || ' ' || kind || ' × ' || count(*) as what from documents
                  where order_id = any($1::uuid[]) group by order_id, kind having count(*) > 1`,
  },
  {
    name: 'one policy and one completion e-mail per order',
    checked: `select (select count(*) from policies where order_id = any($1::uuid[]))::int
                   + (select count(*) from emails where order_id = any($1::uuid[]))::int as n`,
    duplicates: `select 'policy of ' || order_id || ' × ' || count(*) as what from policies
                  where order_id = any($1::uuid[]) group by order_id having count(*) > 1
                 union all
                 select 'e-mail ' || kind || ' of ' || order_id || ' × ' || count(*) from emails
                  where order_id = any($1::uuid[]) group by order_id, kind having count(*) > 1`,
  },
];

/**
 * Checks that no order, job, payment, document, policy or e-mail of `orderIds` was made twice:
 * what a run with several API and worker processes must leave behind, whatever process took
 * which request or job.
 */
export async function checkDuplicates(databaseUrl: string, orderIds: readonly string[]): Promise<DuplicateCheck[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const results: DuplicateCheck[] = [];
    for (const check of CHECKS) {
      const parameters = (sql: string) => (sql.includes('$2') ? [orderIds, ONCE_PER_ORDER_JOBS] : [orderIds]);
      const [{ n }] = (await client.query<{ n: number }>(check.checked, parameters(check.checked))).rows;
      const rows = (await client.query<{ what: string }>(check.duplicates, parameters(check.duplicates))).rows;
      results.push({
        name: check.name,
        checked: n,
        duplicates: rows.length,
        samples: rows.slice(0, 5).map((row) => row.what),
      });
    }
    return results;
  } finally {
    await client.end();
  }
}
