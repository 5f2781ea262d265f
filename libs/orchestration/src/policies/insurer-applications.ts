import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * The application an asynchronous insurer opened for an order's policy, as the issuance job
 * learned it from the insurer's own answer. A callback about the order is believed only for this
 * application, at this insurer, and only once the insurer confirms the decision when asked.
 */
@Injectable()
export class InsurerApplications {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Notes the order's application (the same one on every retry: one per idempotency key). */
  async record(orderId: string, insurer: string, applicationId: string): Promise<void> {
    await this.db.query(
      `insert into insurer_applications (order_id, insurer, application_id) values ($1, $2, $3)
       on conflict (order_id) do update set insurer = excluded.insurer, application_id = excluded.application_id,
         submitted_at = now()`,
      [orderId, insurer, applicationId],
    );
  }

  /** The order's application, or null when the order has none (yet). */
  async of(orderId: string): Promise<{ insurer: string; applicationId: string } | null> {
    const [row]: { insurer: string; application_id: string }[] = await this.db.query(
      `select insurer, application_id from insurer_applications where order_id = $1`,
      [orderId],
    );
    return row ? { insurer: row.insurer, applicationId: row.application_id } : null;
  }
}
