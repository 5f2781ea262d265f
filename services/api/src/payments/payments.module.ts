import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { paymentAdaptersProvider } from './payment-providers.provider';
import { PaymentsController } from './payments.controller';
import { PaymentsUseCases } from './payments.use-cases';

@Module({
  imports: [OrdersModule],
  controllers: [PaymentsController],
  providers: [paymentAdaptersProvider, PaymentsUseCases],
  exports: [PaymentsUseCases],
})
export class PaymentsModule {}
