import { Injectable, OnModuleInit } from '@nestjs/common';
import { ExpiryService } from '@asiguro/orchestration';
import { JobDispatcher } from '../jobs/job-dispatcher.service';

/** expire-order (a delayed job at each deadline) and expiry-sweep (catches any missed one). */
@Injectable()
export class ExpiryHandlers implements OnModuleInit {
  constructor(
    private readonly dispatcher: JobDispatcher,
    private readonly expiry: ExpiryService,
  ) {}

  onModuleInit(): void {
    this.dispatcher.register('expire-order', async ({ orderId }) =>
      (await this.expiry.expireIfDue(orderId)) ? 'expired' : 'not due',
    );
    this.dispatcher.register('expiry-sweep', async () => `${await this.expiry.sweep()} expired`);
  }
}
