import { Injectable } from '@nestjs/common';
import { destinationPrices } from '@asiguro/domain';
import type { DestinationPrices } from '@asiguro/contracts';
import { RatesService } from './rates.service';

/** yyyy-MM-dd of a yyyyMMdd rate date. */
const isoOf = (date: string) => `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;

/** The popular destinations' "from" prices, priced on the day of today's rates. */
@Injectable()
export class DestinationPricesService {
  constructor(private readonly rates: RatesService) {}

  async today(): Promise<DestinationPrices> {
    const { date, rates } = await this.rates.today();
    return { date, prices: destinationPrices(rates, isoOf(date)) };
  }
}
