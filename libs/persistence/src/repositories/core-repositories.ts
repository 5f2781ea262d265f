import { Transactions } from '../transactions';
import { AddonItemRepository } from './addon-item.repository';
import { DocumentRepository } from './document.repository';
import { EmailRepository } from './email.repository';
import { ExchangeRateRepository } from './exchange-rate.repository';
import { InsurerApplicationRepository } from './insurer-application.repository';
import { InvoiceRepository } from './invoice.repository';
import { JobRunRepository } from './job-run.repository';
import { MailSourceRepository } from './mail-source.repository';
import { OrderRepository } from './order.repository';
import { OutboxRepository } from './outbox.repository';
import { PartnerExchangeRepository } from './partner-exchange.repository';
import { PaymentRepository } from './payment.repository';
import { PolicyRepository } from './policy.repository';
import { RetentionRepository } from './retention.repository';
import { StuckOrderRepository } from './stuck-order.repository';

/** The unit of work and the repositories of orders, payments and what their jobs write (DatabaseModule provides them). */
export const CORE_REPOSITORIES = [
  Transactions,
  OrderRepository,
  PaymentRepository,
  AddonItemRepository,
  OutboxRepository,
  JobRunRepository,
  PolicyRepository,
  DocumentRepository,
  InvoiceRepository,
  InsurerApplicationRepository,
  PartnerExchangeRepository,
  ExchangeRateRepository,
  EmailRepository,
  MailSourceRepository,
  RetentionRepository,
  StuckOrderRepository,
];
