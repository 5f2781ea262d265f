import { Inject, Injectable } from '@nestjs/common';
import type { ProductType } from '@asiguro/domain';
import { StuckOrderRepository, type StuckOrderRow } from '@asiguro/persistence';
import { APP_CONFIG, type Env } from '@asiguro/platform';

export type StuckOrder = StuckOrderRow;

/**
 * An order is stuck when it stays paid, processing or issued past its deadline: its product's
 * issuing time (about 1 minute; 3 for vignettes) × STUCK_FACTOR, or, once handed to an operator,
 * the time promised to the customer (working hours, or the next morning). The gauge also counts
 * an order with an add-on stuck (as the console's stuck view does: stuckOrderOrItemSql).
 */
@Injectable()
export class StuckOrdersService {
  constructor(
    private readonly stuck: StuckOrderRepository,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {}

  list(limit = 200): Promise<StuckOrder[]> {
    return this.stuck.list(this.config.STUCK_FACTOR, limit);
  }

  /** Counts by product and insurer of the orders stuck or with an add-on stuck, for the Prometheus gauge. */
  async counts(): Promise<{ product: ProductType; insurer: string; count: number }[]> {
    const rows = await this.stuck.counts(this.config.STUCK_FACTOR);
    return rows.map((row) => ({ ...row, insurer: row.insurer ?? 'none' }));
  }
}
