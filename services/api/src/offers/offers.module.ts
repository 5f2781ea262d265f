import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { RatesModule } from '../rates/rates.module';
import { RegistriesModule } from '../registries/registries.module';
import { insurerRegistryProvider } from './insurer-registry.provider';
import { OffersController } from './offers.controller';
import { OffersUseCases } from './offers.use-cases';

@Module({
  imports: [OrdersModule, RatesModule, RegistriesModule],
  controllers: [OffersController],
  providers: [OffersUseCases, insurerRegistryProvider],
  // The insurers' callbacks confirm decisions with the same adapters (one circuit breaker each).
  exports: [insurerRegistryProvider],
})
export class OffersModule {}
