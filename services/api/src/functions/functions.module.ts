import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { RegistriesModule } from '../registries/registries.module';
import { FunctionsController } from './functions.controller';
import { PerksService } from './perks.service';

@Module({
  imports: [OrdersModule, PaymentsModule, RegistriesModule],
  controllers: [FunctionsController],
  providers: [PerksService],
})
export class FunctionsModule {}
