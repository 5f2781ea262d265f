import { Injectable } from '@nestjs/common';
import { BaseRepository } from './repository';

/** The insurer_applications table: the application an asynchronous insurer opened for an order. */
@Injectable()
export class InsurerApplicationRepository extends BaseRepository {
  /** One per order: a retry notes the same application again. */
  async upsert(orderId: string, insurer: string, applicationId: string): Promise<void> {
    await this.db.query(
      `insert into insurer_applications (order_id, insurer, application_id) values ($1, $2, $3)
       on conflict (order_id) do update set insurer = excluded.insurer, application_id = excluded.application_id,
         submitted_at = now()`,
      [orderId, insurer, applicationId],
    );
  }

  async find(orderId: string): Promise<{ insurer: string; applicationId: string } | null> {
    const [found]: { insurer: string; application_id: string }[] = await this.db.query(
      `select insurer, application_id from insurer_applications where order_id = $1`,
      [orderId],
    );
    return found ? { insurer: found.insurer, applicationId: found.application_id } : null;
  }
}
