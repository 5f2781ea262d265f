import { buyRcaOrder, type Purchase, type PurchaseTimings } from './customer';
import { summarize, type Summary } from './percentiles';
import type { RunStack } from './bench-stack';
import { serverStages, type ServerStages } from './server-stages';

export interface PipelineOptions {
  stack: RunStack;
  orders: number;
  /** Customers buying at once. */
  concurrency: number;
  /** Called every few seconds with the count of settled purchases. */
  progress?: (settled: number, total: number, elapsedMs: number) => void;
}

export const CLIENT_STAGES = [
  'create',
  'offers',
  'confirm',
  'pay',
  'paidToIssued',
  'issuedToCompleted',
  'paymentToCompleted',
] as const satisfies readonly (keyof PurchaseTimings)[];

export interface PipelineResult {
  orders: number;
  completed: number;
  failed: number;
  errors: number;
  timeouts: number;
  elapsedMs: number;
  /** Completed orders per second, from the first request to the last completion seen. */
  ordersPerSecond: number;
  /** Stage durations seen by the customers' clients (ms). */
  client: Record<(typeof CLIENT_STAGES)[number], Summary>;
  /** Stage durations from the order_events timestamps (ms). */
  server: ServerStages;
  /** Orders per insurer chosen (the cheapest offer). */
  insurers: Record<string, number>;
  /** The first few errors, for the report. */
  errorSamples: string[];
  purchases: Purchase[];
}

/**
 * Drives `orders` purchases through the whole pipeline with `concurrency` customers at once (each
 * customer buys one order after another: a closed loop), then reads the stage durations from
 * both sides.
 */
export async function runPipeline(options: PipelineOptions): Promise<PipelineResult> {
  const purchases: Purchase[] = [];
  let started = 0;
  const begin = Date.now();
  const ticker = setInterval(() => options.progress?.(purchases.length, options.orders, Date.now() - begin), 5000);
  try {
    await Promise.all(
      Array.from({ length: Math.min(options.concurrency, options.orders) }, async () => {
        while (started < options.orders) {
          started++;
          purchases.push(await buyRcaOrder(purchaseOptions(options.stack)));
        }
      }),
    );
  } finally {
    clearInterval(ticker);
  }
  return pipelineResult(options.stack, purchases, Date.now() - begin);
}

export interface OpenLoopOptions {
  stack: RunStack;
  /** New customers per second, whatever the pipeline completes. */
  rate: number;
  /** How long customers keep arriving. */
  seconds: number;
  progress?: (settled: number, total: number, elapsedMs: number) => void;
}

export interface OpenLoopResult extends PipelineResult {
  rate: number;
  seconds: number;
  /** How late the driver started customers against their schedule (ms): its own lag. */
  startLag: Summary;
}

/** When each of the customers of an open loop arrives, in ms from the start: `rate` per second, evenly. */
export function arrivalTimes(rate: number, seconds: number): number[] {
  return Array.from({ length: Math.round(rate * seconds) }, (_value, index) => (index * 1000) / rate);
}

/**
 * An open loop: a new customer arrives every 1/rate seconds for `seconds`, whether or not the
 * earlier ones are done, so a pipeline slower than the arrivals shows as growing latency (a
 * closed loop of N customers hides it: they wait for each other instead).
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const arrivals = arrivalTimes(options.rate, options.seconds);
  const purchases: Purchase[] = [];
  const lags: number[] = [];
  const running: Promise<void>[] = [];
  const begin = Date.now();
  const ticker = setInterval(() => options.progress?.(purchases.length, arrivals.length, Date.now() - begin), 5000);
  try {
    for (const offset of arrivals) {
      const wait = begin + offset - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lags.push(Date.now() - (begin + offset));
      running.push(buyRcaOrder(purchaseOptions(options.stack)).then((purchase) => void purchases.push(purchase)));
    }
    await Promise.all(running);
  } finally {
    clearInterval(ticker);
  }
  return {
    ...(await pipelineResult(options.stack, purchases, Date.now() - begin)),
    rate: options.rate,
    seconds: options.seconds,
    startLag: summarize(lags),
  };
}

const purchaseOptions = (stack: RunStack) => ({
  baseUrl: stack.baseUrl,
  retries: 0,
  settleTimeoutMs: 300_000,
  pollMs: 250,
});

/** Counts the outcomes of `purchases` and reads their stage durations from both sides. */
async function pipelineResult(stack: RunStack, purchases: Purchase[], elapsedMs: number): Promise<PipelineResult> {
  const completed = purchases.filter((purchase) => purchase.outcome === 'completed');
  const insurers: Record<string, number> = {};
  for (const purchase of purchases) {
    if (purchase.insurer) insurers[purchase.insurer] = (insurers[purchase.insurer] ?? 0) + 1;
  }
  const orderIds = purchases.flatMap((purchase) => (purchase.orderId ? [purchase.orderId] : []));
  return {
    orders: purchases.length,
    completed: completed.length,
    failed: purchases.filter((purchase) => purchase.outcome === 'failed').length,
    errors: purchases.filter((purchase) => purchase.outcome === 'error' || purchase.outcome === 'other-final').length,
    timeouts: purchases.filter((purchase) => purchase.outcome === 'timeout').length,
    elapsedMs,
    ordersPerSecond: completed.length / (elapsedMs / 1000),
    client: Object.fromEntries(
      CLIENT_STAGES.map((stage) => [stage, summarize(purchases.map((purchase) => purchase.timings[stage] ?? NaN))]),
    ) as PipelineResult['client'],
    server: await serverStages(stack.database.url, orderIds),
    insurers,
    errorSamples: [
      ...new Set(purchases.flatMap((purchase) => (purchase.error ? [purchase.error.slice(0, 300)] : []))),
    ].slice(0, 5),
    purchases,
  };
}
