import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OrchestrationModule, OutboxRelayModule, QUEUES } from '@asiguro/orchestration';
import { DatabaseModule } from '@asiguro/persistence';
import { APP_CONFIG, bullConnectionOptions, ConfigModule, Env, loggingModule, RedisModule } from '@asiguro/platform';
import { GenerateDocumentsHandler } from './documents/generate-documents.handler';
import { ExpiryHandlers } from './expiry/expiry.handlers';
import { RetentionHandler } from './retention/retention.handler';
import { IssuePolicyHandler } from './issuance/issue-policy.handler';
import { IssueAddonHandler } from './issuance/issue-addon.handler';
import { UnheardIssuance } from './issuance/unheard-issuance';
import { RefundAddonHandler } from './refunds/refund-addon.handler';
import { BookDeliveryHandler } from './deliveries/book-delivery.handler';
import { CancelDeliveryHandler } from './deliveries/cancel-delivery.handler';
import { TrackDeliveryHandler } from './deliveries/track-delivery.handler';
import { GracefulShutdown } from './jobs/graceful-shutdown.service';
import { JobDispatcher } from './jobs/job-dispatcher.service';
import { JobSchedules } from './jobs/job-schedules.service';
import { QueueRecovery } from './jobs/queue-recovery.service';
import { queueProcessors } from './jobs/queue-processors';
import { EmailOutbox } from './notifications/email-outbox.service';
import { NotificationHandlers } from './notifications/notification.handlers';
import { SignInLinkHandler } from './notifications/sign-in-link.handler';
import { partnerAdapters } from './partners/partner-adapters';
import { FetchRatesHandler } from './rates/fetch-rates.handler';
import { RefundPaymentHandler } from './refunds/refund-payment.handler';

@Module({})
export class WorkerModule {
  static forRoot(config: Env): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        loggingModule(config, 'worker'),
        DatabaseModule.forRoot(),
        RedisModule,
        DiscoveryModule,
        OrchestrationModule,
        OutboxRelayModule,
        BullModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (env: Env) => ({ connection: bullConnectionOptions(env.REDIS_URL), prefix: env.QUEUE_PREFIX }),
        }),
        // Registering the queues is what makes @nestjs/bullmq start a worker for each processor.
        BullModule.registerQueue(...QUEUES.map((name) => ({ name }))),
      ],
      providers: [
        ...partnerAdapters(config),
        JobDispatcher,
        ...queueProcessors(config),
        UnheardIssuance,
        IssuePolicyHandler,
        IssueAddonHandler,
        RefundAddonHandler,
        BookDeliveryHandler,
        TrackDeliveryHandler,
        CancelDeliveryHandler,
        GenerateDocumentsHandler,
        ExpiryHandlers,
        RetentionHandler,
        RefundPaymentHandler,
        NotificationHandlers,
        SignInLinkHandler,
        EmailOutbox,
        FetchRatesHandler,
        JobSchedules,
        QueueRecovery,
        GracefulShutdown,
      ],
    };
  }
}
