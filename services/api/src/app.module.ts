import { DynamicModule, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { ConfigModule, Env, loggingModule, RedisModule } from '@asiguro/platform';
import { OrchestrationMetricsModule, OrchestrationModule } from '@asiguro/orchestration';
import { DatabaseModule } from '@asiguro/persistence';
import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { ProductsController } from './catalogue/products.controller';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { ConsoleModule } from './console/console.module';
import { ContactMessages } from './contact/contact-messages.service';
import { ContactController } from './contact/contact.controller';
import { DataAccessModule } from './data-access.module';
import { DocumentsModule } from './documents/documents.module';
import { FunctionsModule } from './functions/functions.module';
import { OffersModule } from './offers/offers.module';
import { InsurerCallbacksController } from './partners/insurer-callbacks.controller';
import { PaymentsModule } from './payments/payments.module';
import { RatesModule } from './rates/rates.module';
import { HealthModule } from './health/health.module';
import { MetricsController } from './metrics/metrics.controller';
import { OrdersModule } from './orders/orders.module';
import { CsrfMiddleware } from './security/csrf.middleware';
import { IdempotencyInterceptor } from './security/idempotency.interceptor';
import { STATUS_STREAM_ROUTE } from './orders/status-stream-route';
import { NulBytesMiddleware } from './security/nul-bytes.middleware';
import { RateLimitModule } from './security/rate-limit.module';
import { SessionMiddleware } from './session/session.middleware';
import { StorefrontModule } from './storefront/storefront.module';

@Module({})
export class AppModule implements NestModule {
  static forRoot(config: Env): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        loggingModule(config, 'api', { withoutRequestLogger: [STATUS_STREAM_ROUTE] }),
        DatabaseModule.forRoot(),
        DataAccessModule,
        RedisModule,
        RateLimitModule,
        HealthModule,
        OrchestrationModule,
        OrchestrationMetricsModule,
        OrdersModule,
        PaymentsModule,
        OffersModule,
        RatesModule,
        DocumentsModule,
        FunctionsModule,
        AuthModule,
        AccountModule,
        ConsoleModule,
        StorefrontModule,
      ],
      controllers: [MetricsController, ProductsController, ContactController, InsurerCallbacksController],
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        ContactMessages,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SessionMiddleware, CsrfMiddleware, NulBytesMiddleware).forRoutes('{*path}');
  }
}
