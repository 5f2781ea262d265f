import type { OnApplicationShutdown, Provider } from '@nestjs/common';
import { InsurerApplications, PartnerExchangeRecorder } from '@asiguro/orchestration';
import {
  CourierClient,
  createPaymentProviders,
  InsurerRegistry,
  Mailer,
  OfficialRatesAdapter,
} from '@asiguro/partners';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import type { PaymentEntity } from '@asiguro/persistence';
import { isPaymentProvider, type Money } from '@asiguro/domain';
import { signedDocumentProducer } from '../documents/signed-document-producer';
import { partnerPolicyIssuer } from '../issuance/partner-policy-issuer';
import {
  DOCUMENT_PRODUCER,
  MAIL_SENDER,
  PAYMENT_REFUNDER,
  POLICY_ISSUER,
  RATES_SOURCE,
  RefundImpossibleError,
  type MailSender,
  type PaymentRefunder,
  type RatesSource,
} from './ports';

/** The ports of ./ports.ts bound to the real partner adapters (HTTP, SMTP). */
export function partnerAdapters(_config: Env): Provider[] {
  return [
    {
      provide: InsurerRegistry,
      inject: [APP_CONFIG, PartnerExchangeRecorder],
      useFactory: (config: Env, exchanges: PartnerExchangeRecorder) =>
        new InsurerRegistry(config, { onExchange: exchanges.record }),
    },
    {
      provide: POLICY_ISSUER,
      inject: [InsurerRegistry, InsurerApplications, APP_CONFIG],
      useFactory: (insurers: InsurerRegistry, applications: InsurerApplications, config: Env) =>
        partnerPolicyIssuer(insurers, applications, config),
    },
    {
      provide: CourierClient,
      inject: [APP_CONFIG, PartnerExchangeRecorder],
      useFactory: (config: Env, exchanges: PartnerExchangeRecorder) =>
        new CourierClient(config, { onExchange: exchanges.record }),
    },
    {
      provide: DOCUMENT_PRODUCER,
      inject: [APP_CONFIG],
      useFactory: (config: Env) => signedDocumentProducer(config),
    },
    {
      provide: PAYMENT_REFUNDER,
      inject: [APP_CONFIG, PartnerExchangeRecorder],
      useFactory: (config: Env, exchanges: PartnerExchangeRecorder): PaymentRefunder => {
        // One adapter (and circuit breaker) per provider for the process, not one per refund.
        const providers = createPaymentProviders({ config, onExchange: exchanges.record });
        return {
          refund: async (payment: PaymentEntity, idempotencyKey: string, amount?: Money) => {
            if (!isPaymentProvider(payment.provider) || !payment.providerPaymentId || !payment.transactionId) {
              throw new RefundImpossibleError(payment.id, payment.provider);
            }
            const result = await providers[payment.provider].refund({
              providerPaymentId: payment.providerPaymentId,
              transactionId: payment.transactionId,
              amount: amount ?? { minor: payment.amountMinor, currency: payment.currency },
              idempotencyKey,
            });
            return { refundId: result.refundId };
          },
        };
      },
    },
    {
      provide: MAIL_SENDER,
      inject: [APP_CONFIG],
      useFactory: (config: Env): MailSender & OnApplicationShutdown => {
        const mailer = new Mailer({ config });
        // The pooled SMTP connections would keep the process from ending.
        return { send: (mail) => mailer.send(mail), onApplicationShutdown: () => mailer.close() };
      },
    },
    {
      provide: RATES_SOURCE,
      inject: [APP_CONFIG, PartnerExchangeRecorder],
      useFactory: (config: Env, exchanges: PartnerExchangeRecorder): RatesSource => {
        const rates = new OfficialRatesAdapter({ config, onExchange: exchanges.record });
        return {
          fetch: async (day) => {
            const fetched = await rates.fetchOfficialRates(day);
            return { day: fetched.date, rates: fetched.rates, source: fetched.source };
          },
        };
      },
    },
  ];
}
