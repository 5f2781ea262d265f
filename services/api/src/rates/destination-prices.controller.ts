import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { destinationPricesSchema, errorResponseSchema } from '@asiguro/contracts';
import { ApiContract } from '../common/zod-contract';
import { DestinationPricesService } from './destination-prices.service';

@ApiTags('catalogue')
@Controller('rates')
export class DestinationPricesController {
  constructor(private readonly prices: DestinationPricesService) {}

  /**
   * The home page's popular destinations' "from" prices at today's rates, worked out here with
   * the insurers' tariff model so that the storefront does not load it.
   */
  @Get('destinations')
  @ApiContract({
    responses: {
      200: { description: 'The "from" prices', schema: destinationPricesSchema },
      503: { description: 'partner-unavailable: no rates are known yet', schema: errorResponseSchema },
    },
  })
  destinations() {
    return this.prices.today();
  }
}
