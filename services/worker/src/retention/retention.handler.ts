import { Injectable, OnModuleInit } from '@nestjs/common';
import { RetentionService } from '@asiguro/orchestration';
import { JobDispatcher } from '../jobs/job-dispatcher.service';

/** retention-sweep (daily): purges personal data past its retention period. */
@Injectable()
export class RetentionHandler implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    private readonly retention: RetentionService,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('retention-sweep', async () => {
      const purged = await this.retention.sweep();
      return Object.entries(purged)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(', ');
    });
  }
}
