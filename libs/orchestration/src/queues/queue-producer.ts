import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { APP_CONFIG, bullConnectionOptions, type Env } from '@asiguro/platform';
import { QUEUES, type QueueName } from './job-registry';

/** One BullMQ Queue handle per queue name, shared by the relay, schedulers and the console. */
@Injectable()
export class QueueProducer implements OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(APP_CONFIG) private readonly config: Env) {}

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: bullConnectionOptions(this.config.REDIS_URL),
        prefix: this.config.QUEUE_PREFIX,
      });
      // Connection errors surface where jobs are added; this only keeps ioredis from crashing the process.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  all(): Queue[] {
    return QUEUES.map((name) => this.queue(name));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close().catch(() => undefined)));
  }
}
