import { Client } from 'pg';
import type { Offer, OrderView } from '@asiguro/contracts';
import { waitFor } from '@asiguro/testing';
import type { RunStack } from './bench-stack';
import { Customer, SETTLED } from './customer';
import { measureProcesses, type ProcessUsage, type TrackedProcess } from './process-memory';
import { pooled } from './visitors';

/**
 * The steps of an order, in the order a customer takes them. `settling` is what the stack does on
 * its own once the card is paid: issuance, documents, the e-mail.
 */
export const ORDER_STEPS = ['create', 'offers', 'confirm', 'payment', 'card page', 'settling'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export interface StepCost {
  step: OrderStep;
  /** Orders that took the step: the divisor of every figure. */
  orders: number;
  /** Milliseconds of CPU per order, by process (user and system together). */
  cpuMsPerOrder: Record<string, number>;
  /** The whole machine's busy milliseconds per order, when /proc/stat is readable. */
  machineMsPerOrder?: number;
}

interface Buyer {
  customer: Customer;
  draft?: OrderView;
  offers?: Offer[];
  redirectUrl?: string;
}

/**
 * How long `orders` may take to settle together: two minutes, and a quarter of a second more per
 * order, since a slow or busy host (a Firecracker machine at 150 ms of CPU per order, 2026-11-28)
 * settles 1,000 orders in more than two minutes, and the step measures CPU, not time.
 */
export function settlingTimeoutMs(orders: number): number {
  return 120_000 + 250 * orders;
}

/**
 * Waits until none of `orderIds` is (`in`) or is outside (`notIn`) the given statuses, asking the
 * database every 200 ms.
 */
async function untilNone(
  databaseUrl: string,
  orderIds: string[],
  statuses: { in: readonly string[] } | { notIn: readonly string[] },
  timeoutMs: number,
  description: string,
): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const [list, matches] =
    'in' in statuses ? [statuses.in, 'status = any($2::text[])'] : [statuses.notIn, 'not (status = any($2::text[]))'];
  try {
    await waitFor(
      async () => {
        const { rows } = await client.query<{ remaining: string }>(
          `select count(*) as remaining from orders where id = any($1::uuid[]) and ${matches}`,
          [orderIds, list],
        );
        return Number(rows[0].remaining) === 0;
      },
      { timeoutMs, intervalMs: 200, description },
    );
  } finally {
    await client.end();
  }
}

/**
 * A step's figures from what `measureProcesses` read around it, to a tenth of a millisecond (its
 * seconds are to a tenth, so this holds from 1,000 orders up; its own per-order figures are whole
 * milliseconds, too coarse for a step).
 */
export function stepCost(step: OrderStep, orders: number, usage: ProcessUsage): StepCost {
  const perOrder = (seconds: number) => Math.round((seconds * 10_000) / orders) / 10;
  return {
    step,
    orders,
    cpuMsPerOrder: Object.fromEntries(Object.entries(usage.cpu).map(([name, cpu]) => [name, perOrder(cpu.seconds)])),
    ...(usage.machine ? { machineMsPerOrder: perOrder(usage.machine.seconds) } : {}),
  };
}

/**
 * Where an order's CPU goes, step by step: `orders` customers take each step together (create
 * every draft, then search every draft's offers, …), and each process's CPU is read around each
 * step. The pipeline's figures say how much an order costs; these say which request costs it.
 * The last step waits for the orders to settle, so it also holds what the processes do while idle
 * for that long (a few milliseconds a second).
 */
export async function runOrderSteps(options: {
  stack: RunStack;
  processes: readonly TrackedProcess[];
  orders: number;
  concurrency: number;
  /** Orders of the unmeasured first round [min(orders, 100)]. */
  warmupOrders?: number;
}): Promise<StepCost[]> {
  const { stack, processes, orders, concurrency } = options;
  // A first round of the same steps, not measured: code run for the first time in every process
  // (compilation, caches, pools) would otherwise fall on the first steps.
  const warmup = stepWork(stack, options.warmupOrders ?? Math.min(orders, 100), concurrency);
  for (const step of ORDER_STEPS) await warmup[step]();
  const work = stepWork(stack, orders, concurrency);
  const costs: StepCost[] = [];
  for (const step of ORDER_STEPS) {
    const { usage } = await measureProcesses(processes, work[step], () => orders);
    costs.push(stepCost(step, orders, usage));
  }
  return costs;
}

const orderIds = (buyers: readonly Buyer[]) => buyers.map((buyer) => buyer.draft!.id);

/** Each step of a purchase for `orders` new customers, to be run in the order of ORDER_STEPS. */
function stepWork(stack: RunStack, orders: number, concurrency: number): Record<OrderStep, () => Promise<unknown>> {
  const buyers: Buyer[] = Array.from({ length: orders }, () => ({ customer: new Customer(stack.baseUrl) }));
  return {
    create: () =>
      pooled(buyers, concurrency, async (buyer) => {
        buyer.draft = await buyer.customer.createDraft();
      }),
    offers: () =>
      pooled(buyers, concurrency, async (buyer) => {
        buyer.offers = await buyer.customer.offers(buyer.draft!.id);
      }),
    confirm: () =>
      pooled(buyers, concurrency, async (buyer) => {
        await buyer.customer.confirm(buyer.draft!.id, buyer.offers![0]);
      }),
    payment: () =>
      pooled(buyers, concurrency, async (buyer) => {
        buyer.redirectUrl = (await buyer.customer.startPayment(buyer.draft!.id)).redirectUrl;
      }),
    'card page': async () => {
      await pooled(buyers, concurrency, async (buyer) => {
        await buyer.customer.payOnPage(buyer.redirectUrl!);
      });
      // The provider tells us of a payment after its page has answered (the sandbox's notifier
      // does not wait for it): the step lasts until every order is paid, so the notifications,
      // which are the API's work of this step, count here rather than in settling's.
      await untilNone(
        stack.database.url,
        orderIds(buyers),
        { in: ['unpaid'] },
        settlingTimeoutMs(buyers.length),
        `${buyers.length} orders paid`,
      );
    },
    settling: () =>
      untilNone(
        stack.database.url,
        orderIds(buyers),
        { notIn: SETTLED },
        settlingTimeoutMs(buyers.length),
        `${buyers.length} orders settled`,
      ),
  };
}

/** The steps as a table: a row per step, a column per process, then the sum of the steps. */
export function orderStepsTable(costs: readonly StepCost[]): string {
  const names = [...new Set(costs.flatMap((cost) => Object.keys(cost.cpuMsPerOrder)))];
  const withMachine = costs.some((cost) => cost.machineMsPerOrder !== undefined);
  const columns = [...names, ...(withMachine ? ['machine'] : [])];
  const width = Math.max(9, ...columns.map((name) => name.length + 1));
  // toFixed(1) also rounds away a sum's floating-point tail (3.4 + 8.2).
  const cell = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(1)).padStart(width);
  const row = (label: string, values: (number | undefined)[]) => [label.padEnd(12), ...values.map(cell)].join(' ');
  const rows = costs.map((cost) => [
    ...names.map((name) => cost.cpuMsPerOrder[name]),
    ...(withMachine ? [cost.machineMsPerOrder] : []),
  ]);
  // A column's sum, unless a step could not read that process.
  const total = columns.map((_, index) =>
    rows.reduce<number | undefined>(
      (sum, values) => (sum === undefined || values[index] === undefined ? undefined : sum + values[index]),
      0,
    ),
  );
  return [
    `CPU per order by step (ms, ${costs[0]?.orders ?? 0} orders taking each step together)`,
    [''.padEnd(12), ...columns.map((name) => name.padStart(width))].join(' '),
    ...costs.map((cost, index) => row(cost.step, rows[index])),
    row('all steps', total),
  ].join('\n');
}
