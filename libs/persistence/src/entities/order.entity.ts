import type {
  ConfirmOrderBody,
  Currency,
  OrderBilling,
  OrderContact,
  OrderMachineState,
  OrderStatus,
  ProductType,
  UnderwritingFacts,
} from '@asiguro/domain';
import type { Offer } from '@asiguro/contracts';
import type { Locale } from '@asiguro/i18n';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from './transformers';

/** The consents as the confirmation accepted them (consentsBodySchema). */
export type OrderConsents = ConfirmOrderBody['consents'];

/** The registry facts an order was priced from: the main item's, and each add-on's by item index. */
export type OrderUnderwritingFacts = UnderwritingFacts & { addonFacts?: Record<string, UnderwritingFacts> };

export interface OrderItem {
  type: ProductType;
  details: Record<string, unknown>;
}

/** The order: one row per customer purchase, changed only by OrderService transitions. */
@Entity('orders')
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Human-readable: the product's three-letter prefix, six digits, three letters. */
  @Column({ type: 'varchar', length: 12, unique: true })
  number!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: OrderStatus;

  @Column({ name: 'product_types', type: 'text', array: true })
  productTypes!: ProductType[];

  /** The main product line (the first item's), for filters and the express-order query. */
  @Column({ name: 'insurance_type', type: 'varchar', length: 32 })
  insuranceType!: ProductType;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  items!: OrderItem[];

  /** As the API validated it (contactSchema; the confirmation requires the phone). */
  @Column({ type: 'jsonb', nullable: true })
  contact!: OrderContact | null;

  /** As the API validated it (billingSchema). */
  @Column({ type: 'jsonb', nullable: true })
  billing!: OrderBilling | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  seller!: string | null;

  @Column({ type: 'varchar', length: 2, default: 'ro' })
  lang!: Locale;

  /** The last offer search; invalidated whenever the draft changes. */
  @Column({ type: 'jsonb', nullable: true })
  offers!: Offer[] | null;

  /** The registry facts (vehicle, company, property) the offers were priced from; issuance and documents reuse them. */
  @Column({ name: 'underwriting_facts', type: 'jsonb', nullable: true })
  underwritingFacts!: OrderUnderwritingFacts | null;

  /** The order version the offers were computed for: older offers are never confirmed. */
  @Column({ name: 'offers_version', type: 'integer', nullable: true })
  offersVersion!: number | null;

  @Column({ name: 'chosen_offer', type: 'jsonb', nullable: true })
  chosenOffer!: Offer | null;

  /** Insurer of the chosen offer, for the console's filters. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  insurer!: string | null;

  @Column({ name: 'price_minor', type: 'bigint', nullable: true, transformer: bigintAsNumber })
  priceMinor!: number | null;

  @Column({ name: 'price_currency', type: 'varchar', length: 3, nullable: true })
  priceCurrency!: Currency | null;

  @Column({ type: 'jsonb', nullable: true })
  consents!: OrderConsents | null;

  /** Incremented by every transition; also the sequence number of its order_events row. */
  @Column({ type: 'integer', default: 1 })
  version!: number;

  /**
   * The generation of the order's e-mailed links (order page, renewal): revoking them raises it,
   * and a link signed for an earlier generation no longer opens the order.
   */
  @Column({ name: 'link_generation', type: 'integer', default: 0 })
  linkGeneration!: number;

  @Column({ name: 'author_uid', type: 'varchar', length: 128 })
  authorUid!: string;

  /** When a draft or unpaid order expires. */
  @Column({ type: 'timestamptz', nullable: true })
  deadline!: Date | null;

  @Column({ name: 'machine_snapshot', type: 'jsonb' })
  machineSnapshot!: OrderMachineState;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @Column({ name: 'status_changed_at', type: 'timestamptz', default: () => 'now()' })
  statusChangedAt!: Date;

  /** Since when the order is between payment and documents; what "stuck" is measured from. */
  @Column({ name: 'in_flight_since', type: 'timestamptz', nullable: true })
  inFlightSince!: Date | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  /**
   * When the payment was applied (its PAYMENT_SUCCEEDED into paid), or null: fixed for the order's
   * whole life, unlike in_flight_since, which a RETRY resets. The issuance request and the
   * documents are made as of this moment.
   */
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  /** Handed to an operator (the issuer's API was down, timed out or refused): since when. */
  @Column({ name: 'manual_issuance_since', type: 'timestamptz', nullable: true })
  manualIssuanceSince!: Date | null;

  /** When the operator must have issued it: the customer's promise, and past it the order is stuck. */
  @Column({ name: 'manual_issuance_due', type: 'timestamptz', nullable: true })
  manualIssuanceDue!: Date | null;

  /** Why the issuer's API could not issue it (for staff; no personal data). */
  @Column({ name: 'manual_issuance_reason', type: 'varchar', length: 500, nullable: true })
  manualIssuanceReason!: string | null;
}
