import { Injectable, OnModuleInit } from '@nestjs/common';
import { Gauge, register } from 'prom-client';
import { QueueProducer } from '../queues/queue-producer';
import { StuckOrdersService } from '../stuck/stuck-orders.service';

/**
 * Gauges read when Prometheus scrapes: stuck orders by product and insurer, and queue depths by
 * state. Registered once per process, by the process that serves /metrics.
 */
@Injectable()
export class OrchestrationGauges implements OnModuleInit {
  constructor(
    private readonly stuck: StuckOrdersService,
    private readonly producer: QueueProducer,
  ) {}

  onModuleInit(): void {
    const stuck = this.stuck;
    const producer = this.producer;
    register.removeSingleMetric('orders_stuck');
    register.removeSingleMetric('queue_jobs');
    new Gauge({
      name: 'orders_stuck',
      help: 'Orders paid, processing or issued for longer than their issuing time × STUCK_FACTOR',
      labelNames: ['product', 'insurer'] as const,
      async collect() {
        this.reset();
        for (const row of await stuck.counts()) this.set({ product: row.product, insurer: row.insurer }, row.count);
      },
    });
    new Gauge({
      name: 'queue_jobs',
      help: 'Jobs per queue and state',
      labelNames: ['queue', 'state'] as const,
      async collect() {
        this.reset();
        // A scrape must not hang while Redis is away: queue depths are then simply absent.
        const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000).unref());
        for (const queue of producer.all()) {
          const counts = await Promise.race([
            queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized'),
            timeout,
          ]);
          if (!counts) return;
          for (const [state, count] of Object.entries(counts)) this.set({ queue: queue.name, state }, count);
        }
      },
    });
  }
}
