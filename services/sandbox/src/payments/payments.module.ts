import { Module } from '@nestjs/common';
import { CardApiRoutes } from './card/card-api-routes';
import { CardCheckoutRoutes } from './card/card-checkout-routes';
import { MobileApiController } from './mobile/mobile-api.controller';
import { MobileQrController } from './mobile/mobile-qr.controller';
import { OnlineApiController } from './online/online-api.controller';
import { OnlinePayController } from './online/online-pay.controller';
import { PaymentBehaviours } from './payment-behaviour';
import { PaymentNotifier } from './payment-notifier';
import { SandboxPaymentStore } from './payment-store';
import { PaymentsControlController } from './payments-control.controller';

/**
 * The three payment providers: a card acquirer's hosted checkout (`/payments/card`), an online
 * payment hub with bill numbers (`/payments/online`) and an instant payment by QR
 * (`/payments/mobile`), each with its own API, pages, notification format and signature, plus
 * test controls (`/payments/control`). Payments live in memory. The card acquirer's API and pages
 * are served ahead of Express (PartnerRoutes, main.ts): every card order calls them.
 */
@Module({
  controllers: [
    OnlineApiController,
    OnlinePayController,
    MobileApiController,
    MobileQrController,
    PaymentsControlController,
  ],
  providers: [SandboxPaymentStore, PaymentBehaviours, PaymentNotifier, CardApiRoutes, CardCheckoutRoutes],
})
export class PaymentsModule {}
