import { Module } from '@nestjs/common';
import { DestinationPricesController } from './destination-prices.controller';
import { DestinationPricesService } from './destination-prices.service';
import { RatesController } from './rates.controller';
import { RatesService } from './rates.service';

@Module({
  controllers: [RatesController, DestinationPricesController],
  providers: [RatesService, DestinationPricesService],
  exports: [RatesService, DestinationPricesService],
})
export class RatesModule {}
