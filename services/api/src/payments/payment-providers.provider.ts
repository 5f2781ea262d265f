import type { Provider } from '@nestjs/common';
import type { PaymentProviderId } from '@asiguro/domain';
import { PartnerExchangeRecorder } from '@asiguro/orchestration';
import { createPaymentProviders, type PaymentProviderAdapter } from '@asiguro/partners';
import { APP_CONFIG, type Env } from '@asiguro/platform';

export const PAYMENT_ADAPTERS = Symbol('PAYMENT_ADAPTERS');
export type PaymentAdapters = Record<PaymentProviderId, PaymentProviderAdapter>;

/** One adapter per provider for the life of the process (each keeps its own circuit breaker). */
export const paymentAdaptersProvider: Provider = {
  provide: PAYMENT_ADAPTERS,
  inject: [APP_CONFIG, PartnerExchangeRecorder],
  useFactory: (config: Env, exchanges: PartnerExchangeRecorder): PaymentAdapters =>
    createPaymentProviders({ config, onExchange: exchanges.record }),
};
