import { Global, Module } from '@nestjs/common';
import { ExpiryService } from './expiry/expiry.service';
import { PartnerExchangeRecorder } from './exchanges/partner-exchange-recorder';
import { InvoiceNumbering } from './invoices/invoice-numbering';
import { PolicyRecorder } from './policies/policy-recorder';
import { AddonRecorder } from './policies/addon-recorder';
import { DeliveryRecorder } from './policies/delivery-recorder';
import { OrchestrationGauges } from './metrics/orchestration-gauges';
import { OrderService } from './orders/order.service';
import { OutboxRelay } from './outbox/outbox-relay';
import { PaymentRecorder } from './payments/payment-recorder';
import { QueueProducer } from './queues/queue-producer';
import { StatusPublisher } from './status/status-publisher';
import { JobRecovery } from './recovery/job-recovery';
import { StuckOrdersService } from './stuck/stuck-orders.service';
import { InsurerApplications } from './policies/insurer-applications';
import { RetentionService } from './retention/retention.service';

/**
 * The orchestration core shared by the API and the workers, available to every feature module.
 * Needs ConfigModule, RedisModule and DatabaseModule from the importing application.
 */
@Global()
@Module({
  providers: [
    OrderService,
    StatusPublisher,
    QueueProducer,
    PaymentRecorder,
    PolicyRecorder,
    AddonRecorder,
    DeliveryRecorder,
    InvoiceNumbering,
    ExpiryService,
    JobRecovery,
    StuckOrdersService,
    PartnerExchangeRecorder,
    InsurerApplications,
    RetentionService,
  ],
  exports: [
    OrderService,
    StatusPublisher,
    QueueProducer,
    PaymentRecorder,
    PolicyRecorder,
    AddonRecorder,
    DeliveryRecorder,
    InvoiceNumbering,
    ExpiryService,
    JobRecovery,
    StuckOrdersService,
    PartnerExchangeRecorder,
    InsurerApplications,
    RetentionService,
  ],
})
export class OrchestrationModule {}

/** The outbox relay: run by worker processes (several relays cooperate safely). */
@Module({ imports: [OrchestrationModule], providers: [OutboxRelay], exports: [OutboxRelay] })
export class OutboxRelayModule {}

/** Scrape-time gauges: imported by the process that serves /metrics. */
@Module({ imports: [OrchestrationModule], providers: [OrchestrationGauges] })
export class OrchestrationMetricsModule {}
