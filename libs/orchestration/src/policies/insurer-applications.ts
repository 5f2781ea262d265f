import { Injectable } from '@nestjs/common';
import { InsurerApplicationRepository } from '@asiguro/persistence';

/**
 * The application an asynchronous insurer opened for an order's policy, as the issuance job
 * learned it from the insurer's own answer. A callback about the order is believed only for this
 * application, at this insurer, and only once the insurer confirms the decision when asked.
 */
@Injectable()
export class InsurerApplications {
  constructor(private readonly applications: InsurerApplicationRepository) {}

  /** Notes the order's application (the same one on every retry: one per idempotency key). */
  async record(orderId: string, insurer: string, applicationId: string): Promise<void> {
    await this.applications.upsert(orderId, insurer, applicationId);
  }

  /** The order's application, or null when the order has none (yet). */
  of(orderId: string): Promise<{ insurer: string; applicationId: string } | null> {
    return this.applications.find(orderId);
  }
}
