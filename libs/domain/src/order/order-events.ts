import type { Money } from '../money/money';
import type { Actor } from './order-status';

/**
 * Every event the order machine knows (architecture.md table). Each carries its actor so the
 * guards can tell a staff action from a customer's.
 */
export type OrderEvent =
  | { type: 'UPDATE'; actor: Actor }
  /**
   * `itemPrices`: the price of each item (main product first, then its add-ons), for an order with
   * add-ons; they add up to `price`. A single-item order leaves them out.
   */
  | { type: 'CONFIRM'; actor: Actor; price: Money; itemPrices?: Money[] }
  | { type: 'PAYMENT_SUCCEEDED'; actor: Actor; provider: string; transactionId: string; amount: Money }
  | { type: 'PAYMENT_FAILED'; actor: Actor; provider: string; reason?: string }
  | { type: 'EXPIRE'; actor: Actor; reason?: string }
  | { type: 'CANCEL'; actor: Actor; reason?: string }
  | { type: 'ISSUANCE_STARTED'; actor: Actor }
  | { type: 'POLICY_ISSUED'; actor: Actor; policyNumber: string }
  | { type: 'ISSUANCE_FAILED'; actor: Actor; reason: string }
  /** An add-on (item ≥ 1) issued by its own issuer, after the main policy. */
  | { type: 'ADDON_ISSUED'; actor: Actor; item: number; number: string }
  /** An add-on its issuer could not issue for good: its share is refunded, the rest goes on. */
  | { type: 'ADDON_FAILED'; actor: Actor; item: number; reason: string }
  /**
   * Staff run an add-on again: its issuance when it is stuck pending, or the refund of its share
   * when that refund failed (the same share, the same refund key: nothing leaves twice).
   */
  | { type: 'ADDON_RETRY'; actor: Actor; item: number; reason: string }
  /** Staff give back an issued add-on's share (the customer cancels it); the order's status stays. */
  | { type: 'ADDON_REFUND'; actor: Actor; item: number; reason: string }
  /** The courier took the delivery of the paper card (item ≥ 1), after the main policy: `reference` is its id. */
  | { type: 'DELIVERY_BOOKED'; actor: Actor; item: number; reference: string }
  /** The courier gave the delivery its day and time window. */
  | { type: 'DELIVERY_SCHEDULED'; actor: Actor; item: number }
  /** The courier handed the card over. */
  | { type: 'DELIVERY_DELIVERED'; actor: Actor; item: number }
  /** The customer canceled the delivery before it was scheduled: its share is refunded. */
  | { type: 'DELIVERY_CANCELED'; actor: Actor; item: number; reason?: string }
  /** The courier could not book or deliver, for good (or canceled it): its share is refunded. */
  | { type: 'DELIVERY_FAILED'; actor: Actor; item: number; reason: string }
  | { type: 'DOCUMENTS_READY'; actor: Actor }
  | { type: 'DOCUMENTS_FAILED'; actor: Actor; reason: string }
  | { type: 'RETRY'; actor: Actor; reason: string }
  | { type: 'REFUND'; actor: Actor; reason: string };

export type OrderEventType = OrderEvent['type'];

export const ORDER_EVENT_TYPES = [
  'UPDATE',
  'CONFIRM',
  'PAYMENT_SUCCEEDED',
  'PAYMENT_FAILED',
  'EXPIRE',
  'CANCEL',
  'ISSUANCE_STARTED',
  'POLICY_ISSUED',
  'ISSUANCE_FAILED',
  'ADDON_ISSUED',
  'ADDON_FAILED',
  'ADDON_RETRY',
  'ADDON_REFUND',
  'DELIVERY_BOOKED',
  'DELIVERY_SCHEDULED',
  'DELIVERY_DELIVERED',
  'DELIVERY_CANCELED',
  'DELIVERY_FAILED',
  'DOCUMENTS_READY',
  'DOCUMENTS_FAILED',
  'RETRY',
  'REFUND',
] as const satisfies readonly OrderEventType[];

/**
 * Side effects a transition requests. The machine only names them; the orchestration layer
 * writes them (outbox rows, order fields) in the same transaction as the transition.
 */
export const ORDER_EFFECTS = [
  'schedule-draft-expiry',
  'invalidate-offers',
  'drop-chosen-offer',
  'schedule-payment-expiry',
  'enqueue-issuance',
  /** Issue every add-on, each by its issuer (once the main policy is issued). */
  'enqueue-addon-issuance',
  'enqueue-documents',
  'alert-staff',
  'email-customer',
  'refund-payment',
  /** Give back the share of the add-on the event names (part of the held payment). */
  'refund-addon',
  /** Ask again for the share of a refunded add-on whose refund failed (same share, same refund key). */
  'retry-addon-refund',
  /** Tell the courier a delivery it booked is canceled (the customer canceled it before it was scheduled). */
  'cancel-delivery',
  /** Follow a booked delivery at the courier until it is delivered or canceled. */
  'track-delivery',
] as const;
export type OrderEffect = (typeof ORDER_EFFECTS)[number];
