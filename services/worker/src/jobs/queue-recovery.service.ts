import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CoalescedRuns, JobRecovery, queueRecoveryRuns } from '@asiguro/orchestration';
import { APP_CONFIG, REDIS, type Env } from '@asiguro/platform';
import { JobSchedules } from './job-schedules.service';

/**
 * Brings the queues back after Redis lost its data (restarted without persistence, flushed), which
 * the outbox cannot see: its rows were stamped as moved. Every RECOVERY_INTERVAL_SECONDS, at
 * start-up and whenever the worker's Redis connection comes back, it checks a bounded batch of
 * in-flight orders' steps and pending refunds. A marker key tells whether Redis lost everything
 * since the last run; then the recurring jobs are declared again and the recent outbox rows are
 * checked too, and once more a grace later for the jobs that were running at that moment.
 * Several workers may run it at once: a job is queued again under its own id, which BullMQ keeps once.
 */
@Injectable()
export class QueueRecovery implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(QueueRecovery.name);
  private timer?: NodeJS.Timeout;
  private followUp?: NodeJS.Timeout;
  private readonly runs = new CoalescedRuns(
    () => this.run(),
    (error) => this.logger.warn(`queue recovery: ${error.message}; trying again later`),
  );
  private readonly onReady = () => this.kick();

  constructor(
    private readonly recovery: JobRecovery,
    private readonly schedules: JobSchedules,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  private get marker(): string {
    return `${this.config.QUEUE_PREFIX}:recovery`;
  }

  onApplicationBootstrap(): void {
    // 'ready' again means the connection was lost and is back: Redis may have restarted empty.
    this.redis.on('ready', this.onReady);
    this.timer = setInterval(() => this.kick(), this.config.RECOVERY_INTERVAL_SECONDS * 1000);
    this.kick();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.redis.off('ready', this.onReady);
    clearInterval(this.timer);
    clearTimeout(this.followUp);
    await this.runs.stop();
  }

  /** Asks for a run; runs never overlap, and a kick during one triggers one more. */
  kick(): void {
    this.runs.request();
  }

  private async run(): Promise<void> {
    const emptied = (await this.redis.exists(this.marker)) === 0;
    if (emptied) {
      this.logger.warn('Redis holds no recovery marker (new, restarted empty or flushed): checking the recent jobs');
      await this.schedules.declare();
      await this.recovery.requeueLostOutbox();
      // Set last: a run cut short leaves it missing, and the next run does all of this again.
      await this.redis.set(this.marker, new Date().toISOString());
      // A job that was running when Redis emptied may end wanting a retry Redis no longer holds.
      this.followUp ??= setTimeout(
        () => {
          this.followUp = undefined;
          this.kick();
        },
        this.config.JOB_LOCK_SECONDS * 2 * 1000 + 1000,
      );
    }
    await this.recovery.requeueLostSteps();
    queueRecoveryRuns.inc({ redis_emptied: String(emptied) });
  }
}
