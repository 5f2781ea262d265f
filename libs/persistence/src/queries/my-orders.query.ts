import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { OrderBilling, OrderMachineState, UnderwritingFacts } from '@asiguro/domain';
import type { MyOrder } from '@asiguro/contracts';

/** An order as My account lists it, with its policy's end and number. */
export interface MyOrderRecord {
  id: string;
  number: string;
  status: MyOrder['status'];
  insurance_type: MyOrder['insuranceType'];
  items: { type?: MyOrder['insuranceType']; details: Record<string, unknown> }[];
  billing: OrderBilling | null;
  price_minor: string | null;
  price_currency: string | null;
  /** The registry facts the offers were priced from (underwritingFactsSchema, as OrderService stored them). */
  underwriting_facts: UnderwritingFacts | null;
  created_at: Date;
  valid_to: Date | null;
  policy_number: string | null;
  machine_snapshot: Partial<OrderMachineState> | null;
}

/** One document of a listed order. */
export interface MyOrderDocumentRecord {
  order_id: string;
  item: number;
  kind: string;
  file_name: string;
}

const SELECT = `select o.id, o.number, o.status, o.insurance_type, o.items, o.billing, o.price_minor, o.price_currency,
                       o.underwriting_facts, o.created_at, p.valid_to, p.number as policy_number,
                       o.machine_snapshot, o.items
                  from orders o left join policies p on p.order_id = o.id`;

/** My account's reads of the orders a person authored (`uid`: the session's author uid). */
@Injectable()
export class MyOrdersQuery {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The shortcut list's candidates: drafts, completed and expired orders having one of `types` among their items; newest first, 50 at most. */
  withProductTypes(uid: string, types: readonly string[]): Promise<MyOrderRecord[]> {
    return this.db.query(
      `${SELECT} where o.author_uid = $1 and o.status in ('draft','completed','expired')
          and o.product_types && $2::text[] order by o.created_at desc, o.id limit 50`,
      [uid, types],
    );
  }

  /** The shortcut list's fallback: the same, by the main product line (insuranceType) only. */
  withInsuranceTypes(uid: string, types: readonly string[]): Promise<MyOrderRecord[]> {
    return this.db.query(
      `${SELECT} where o.author_uid = $1 and o.status in ('draft','completed','expired')
          and o.insurance_type = any($2::text[]) order by o.created_at desc, o.id limit 50`,
      [uid, types],
    );
  }

  /** A page of every order the person authored, newest first, and how many there are. */
  async history(uid: string, page: number, pageSize: number): Promise<{ rows: MyOrderRecord[]; total: number }> {
    const [{ total }]: { total: number }[] = await this.db.query(
      `select count(*)::int as total from orders where author_uid = $1`,
      [uid],
    );
    const rows: MyOrderRecord[] = await this.db.query(
      `${SELECT} where o.author_uid = $1 order by o.created_at desc limit $2 offset $3`,
      [uid, pageSize, (page - 1) * pageSize],
    );
    return { rows, total };
  }

  /** The documents of the orders listed, in one query (the kinds in a stable order). */
  documentsOf(orderIds: string[]): Promise<MyOrderDocumentRecord[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db.query(
      `select order_id, item, kind, file_name from documents where order_id = any($1::uuid[]) order by order_id, item, kind`,
      [orderIds],
    );
  }

  /** The latest order the person may still resume (draft or unpaid), or null. */
  async latestDraft(uid: string): Promise<string | null> {
    const [row]: { id: string }[] = await this.db.query(
      `select id from orders where author_uid = $1 and status in ('draft','unpaid') order by updated_at desc limit 1`,
      [uid],
    );
    return row?.id ?? null;
  }
}
