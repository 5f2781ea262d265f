import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';
import { OutboxRelay } from '@asiguro/orchestration';

/**
 * On SIGTERM, before the database and Redis connections close: stop taking jobs and let the
 * running ones finish (BullMQ's close waits for them), then stop the outbox relay. A job cut short
 * by a hard kill keeps its lock until it expires and is then handed to another worker.
 */
@Injectable()
export class GracefulShutdown implements BeforeApplicationShutdown {
  private readonly logger = new Logger(GracefulShutdown.name);

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly relay: OutboxRelay,
  ) {}

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    const workers = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost)
      .map((host) => host.worker);
    this.logger.log(`${signal ?? 'shutdown'}: finishing the running jobs of ${workers.length} queues`);
    await Promise.all(workers.map((worker) => worker.close()));
    await this.relay.onApplicationShutdown();
    this.logger.log('all running jobs finished');
  }
}
