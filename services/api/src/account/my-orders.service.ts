import { Injectable } from '@nestjs/common';
import { lastDayBefore, productLines } from '@asiguro/domain';
import type { MyOrder, MyOrderItem } from '@asiguro/contracts';
import { MyOrdersQuery, type MyOrderDocumentRecord, type MyOrderRecord } from '@asiguro/persistence';
import { insuranceStatusOf } from './insurance-status';

/** The product lines My account lists (spec §7). */
const MY_ACCOUNT_TYPES: string[] = [
  // A line of its own folder (lines/ in @asiguro/domain) says whether it is listed.
  ...productLines()
    .filter((line) => line.inMyAccount)
    .map((line) => line.spec.type),
];

type OrderRow = MyOrderRecord;
type DocumentRow = MyOrderDocumentRecord;

/** The vehicle (certificate number) an order is about, if any: what My account de-duplicates by. */
function certificateOf(row: OrderRow): string | null {
  const details = row.items[0]?.details ?? {};
  const vehicle = details.vehicle as Record<string, unknown> | undefined;
  const value = details.certificateNumber ?? vehicle?.certificateNumber;
  return typeof value === 'string' ? value : null;
}

function contractorOf(row: OrderRow): string | null {
  const details = row.items[0]?.details ?? {};
  const contractor = (details.contractor as Record<string, unknown> | undefined) ?? details;
  const company = row.billing?.companyName ?? contractor.companyName;
  if (typeof company === 'string') return company;
  const name = [contractor.firstName, contractor.lastName].filter((part) => typeof part === 'string').join(' ');
  // Motor lines ask only the owner's code: the name is what the registry said at the offer search.
  const registered = row.underwriting_facts?.vehicle?.owner?.name ?? row.underwriting_facts?.company?.name;
  return name || (typeof contractor.fullName === 'string' ? contractor.fullName : null) || registered || null;
}

/** createdAt descending (spec §7), the id settling ties so the answer never flickers. */
function newestFirst(a: OrderRow, b: OrderRow): number {
  return b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** A single-item order's one item: its state is the order's. */
function singleItemStatus(status: MyOrder['status']): MyOrderItem['status'] {
  if (status === 'issued' || status === 'completed') return 'issued';
  if (status === 'failed' || status === 'refunded') return status;
  return 'pending';
}

/**
 * Each item with its state (the machine's, for an order with add-ons), its number and its
 * documents, each with the order page's download link (ownership is checked there too).
 */
function itemsOf(row: OrderRow, documents: DocumentRow[]): MyOrderItem[] {
  const states = row.machine_snapshot?.context?.items ?? null;
  return row.items.map((entry, item) => ({
    item,
    type: entry.type ?? row.insurance_type,
    status: states?.[item]?.status ?? singleItemStatus(row.status),
    number: states?.[item]?.number ?? (item === 0 ? row.policy_number : null),
    documents: documents
      .filter((document) => document.order_id === row.id && Number(document.item) === item)
      .map((document) => ({
        kind: document.kind,
        fileName: document.file_name,
        url: `/api/orders/${row.id}/documents/${document.kind}${item > 0 ? `?item=${item}` : ''}`,
      })),
  }));
}

function toMyOrder(row: OrderRow, now: Date, documents: DocumentRow[] = []): MyOrder {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    insuranceType: row.insurance_type,
    contractor: contractorOf(row),
    certificateNumber: certificateOf(row),
    amount:
      row.price_minor !== null && row.price_currency
        ? { minor: Number(row.price_minor), currency: row.price_currency as 'MDL' }
        : null,
    insuranceStatus: insuranceStatusOf(row.valid_to, now),
    validTo: row.valid_to ? lastDayBefore(row.valid_to) : null,
    createdAt: row.created_at.toISOString(),
    items: itemsOf(row, documents),
  };
}

/**
 * My account's queries: exactly spec §7 for the shortcut list (statuses draft, completed, expired;
 * the listed product types; newest first; limit 50; a fallback on insuranceType when fewer than
 * two distinct vehicles were found; de-duplicated by certificate number; at most 2), the full
 * history beside it, and the latest draft for the resume banner.
 */
@Injectable()
export class MyOrdersService {
  constructor(private readonly orders: MyOrdersQuery) {}

  async shortcuts(uid: string, now = new Date()): Promise<MyOrder[]> {
    const primary = await this.orders.withProductTypes(uid, MY_ACCOUNT_TYPES);
    let rows = primary;
    if (new Set(primary.map(certificateOf).filter(Boolean)).size < 2) {
      const fallback = await this.orders.withInsuranceTypes(uid, MY_ACCOUNT_TYPES);
      // One list, newest first again: a newer order found only by the fallback comes before older ones.
      rows = [...primary, ...fallback.filter((row) => !primary.some((seen) => seen.id === row.id))].sort(newestFirst);
    }
    const seen = new Set<string>();
    const distinct = rows.filter((row) => {
      const key = certificateOf(row) ?? `order:${row.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const shown = distinct.slice(0, 2);
    const documents = await this.documentsOf(shown);
    return shown.map((row) => toMyOrder(row, now, documents));
  }

  async history(uid: string, page: number, pageSize: number, now = new Date()) {
    const { rows, total } = await this.orders.history(uid, page, pageSize);
    const documents = await this.documentsOf(rows);
    return { orders: rows.map((row) => toMyOrder(row, now, documents)), page, pageSize, total };
  }

  /** The documents of the orders listed, in one query. */
  private documentsOf(rows: OrderRow[]): Promise<DocumentRow[]> {
    return this.orders.documentsOf(rows.map((row) => row.id));
  }

  latestDraft(uid: string): Promise<string | null> {
    return this.orders.latestDraft(uid);
  }
}
