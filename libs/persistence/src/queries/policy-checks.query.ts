import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { OrderStatus, ProductType } from '@asiguro/domain';

/** A policy as the public check answers it: its period, insurer and product, nothing about who is insured. */
export interface CheckedPolicy {
  validFrom: Date;
  validTo: Date;
  insurer: string;
  product: ProductType;
}

/** The public policy check's read (the documents' QR code). */
@Injectable()
export class PolicyChecksQuery {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The policy with this number whose order is in one of `statuses`, or null. */
  async find(number: string, statuses: readonly OrderStatus[]): Promise<CheckedPolicy | null> {
    const [found]: { valid_from: Date; valid_to: Date; insurer: string; insurance_type: ProductType }[] =
      await this.db.query(
        `select p.valid_from, p.valid_to, p.insurer, o.insurance_type
         from policies p join orders o on o.id = p.order_id
         where p.number = $1 and o.status = any($2)`,
        [number, statuses],
      );
    return found
      ? { validFrom: found.valid_from, validTo: found.valid_to, insurer: found.insurer, product: found.insurance_type }
      : null;
  }
}
