import type { Offer } from '@asiguro/contracts';
import type { OrderEntity } from '@asiguro/persistence';

/**
 * One item of an order seen as an order of its own: its product line, its offer and price, its
 * issuer and the registry facts it was priced from. Issuance and documents are written for one
 * product; an order with add-ons runs them once per item through this view. Item 0 of a
 * single-item order is the order itself.
 */
export function itemOrderOf(order: OrderEntity, item: number): OrderEntity {
  const offer = order.chosenOffer;
  if (item === 0 && !offer?.addons) return order;
  const { addons, total: _total, ...mainOffer } = offer ?? ({} as Offer);
  const itemOffer = item === 0 ? mainOffer : addons?.find((addon) => addon.item === item)?.offer;
  if (!itemOffer || !order.items[item]) throw new Error(`order ${order.id} has no priced item ${item}`);
  return {
    ...order,
    items: [order.items[item]],
    insuranceType: order.items[item].type,
    productTypes: [order.items[item].type],
    chosenOffer: itemOffer,
    insurer: itemOffer.insurer.slug,
    priceMinor: itemOffer.payable.minor,
    priceCurrency: itemOffer.payable.currency,
    underwritingFacts:
      item === 0 ? order.underwritingFacts : (order.underwritingFacts?.addonFacts?.[String(item)] ?? {}),
  };
}

/** The add-ons of an order (item indexes ≥ 1). */
export function addonIndexes(order: Pick<OrderEntity, 'items'>): number[] {
  return order.items.map((_, index) => index).slice(1);
}

/** The idempotency key of one add-on's issuance: one per order and item, for every attempt. */
export function addonIdempotencyKey(orderId: string, item: number): string {
  return `order-${orderId}-item-${item}`;
}

/** The idempotency key of the refund of one add-on's share: once per order and item. */
export function addonRefundIdempotencyKey(orderId: string, item: number): string {
  return `refund-${orderId}-item-${item}`;
}

/** The idempotency key of one courier delivery's booking: one per order and item, for every attempt. */
export function deliveryIdempotencyKey(orderId: string, item: number): string {
  return `delivery-${orderId}-item-${item}`;
}
