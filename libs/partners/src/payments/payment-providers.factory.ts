import type { PaymentProviderId } from '@asiguro/domain';
import { CardPaymentAdapter } from './card/card-payment.adapter';
import { MobilePaymentAdapter } from './mobile/mobile-payment.adapter';
import { OnlinePaymentAdapter } from './online/online-payment.adapter';
import type { PaymentAdapterOptions, PaymentProviderAdapter } from './payment-provider.adapter';

/** The adapter of one provider. */
export function createPaymentProvider(
  provider: PaymentProviderId,
  options: PaymentAdapterOptions,
): PaymentProviderAdapter {
  switch (provider) {
    case 'card':
      return new CardPaymentAdapter(options);
    case 'online':
      return new OnlinePaymentAdapter(options);
    case 'mobile':
      return new MobilePaymentAdapter(options);
  }
}

/** Every provider's adapter, keyed by provider id (e.g. for `POST /api/payments/:provider/notifications`). */
export function createPaymentProviders(
  options: PaymentAdapterOptions,
): Record<PaymentProviderId, PaymentProviderAdapter> {
  return {
    card: createPaymentProvider('card', options),
    online: createPaymentProvider('online', options),
    mobile: createPaymentProvider('mobile', options),
  };
}
