import { AddonItemEntity } from './addon-item.entity';
import { AccountIdentityEntity } from './account-identity.entity';
import { AccountEntity } from './account.entity';
import { AuthSessionEntity } from './auth-session.entity';
import { ContactMessageEntity } from './contact-message.entity';
import { DocumentEntity } from './document.entity';
import { EmailSignInTokenEntity } from './email-sign-in-token.entity';
import { EmailEntity } from './email.entity';
import { ExchangeRateEntity } from './exchange-rate.entity';
import { IdempotencyKeyEntity } from './idempotency-key.entity';
import { InvoiceEntity } from './invoice.entity';
import { JobRunEntity } from './job-run.entity';
import { OrderEventEntity } from './order-event.entity';
import { OrderEntity } from './order.entity';
import { OrderPerkEntity } from './order-perk.entity';
import { OutboxEntity } from './outbox.entity';
import { PartnerExchangeEntity } from './partner-exchange.entity';
import { PaymentEntity } from './payment.entity';
import { PolicyEntity } from './policy.entity';
import { StaffAuditEntity } from './staff-audit.entity';

export * from './contact-message.entity';
export * from './document.entity';
export * from './email.entity';
export * from './exchange-rate.entity';
export * from './idempotency-key.entity';
export * from './invoice.entity';
export * from './job-run.entity';
export * from './order-event.entity';
export * from './order.entity';
export * from './order-perk.entity';
export * from './outbox.entity';
export * from './partner-exchange.entity';
export * from './payment.entity';
export * from './policy.entity';
export * from './addon-item.entity';
export * from './account.entity';
export * from './account-identity.entity';
export * from './auth-session.entity';
export * from './email-sign-in-token.entity';
export * from './staff-audit.entity';

/** Every entity the data source knows, in one list. */
export const entities: Function[] = [
  OrderEntity,
  OrderEventEntity,
  OutboxEntity,
  PaymentEntity,
  PolicyEntity,
  AddonItemEntity,
  DocumentEntity,
  InvoiceEntity,
  IdempotencyKeyEntity,
  ExchangeRateEntity,
  JobRunEntity,
  PartnerExchangeEntity,
  EmailEntity,
  ContactMessageEntity,
  OrderPerkEntity,
  AccountEntity,
  AccountIdentityEntity,
  AuthSessionEntity,
  EmailSignInTokenEntity,
  StaffAuditEntity,
];
