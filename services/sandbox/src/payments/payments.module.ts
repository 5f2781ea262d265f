import { Module } from '@nestjs/common';
import { CardApiController } from './card/card-api.controller';
import { CardCheckoutController } from './card/card-checkout.controller';
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
 * test controls (`/payments/control`). Payments live in memory.
 */
@Module({
  controllers: [
    CardApiController,
    CardCheckoutController,
    OnlineApiController,
    OnlinePayController,
    MobileApiController,
    MobileQrController,
    PaymentsControlController,
  ],
  providers: [SandboxPaymentStore, PaymentBehaviours, PaymentNotifier],
})
export class PaymentsModule {}
