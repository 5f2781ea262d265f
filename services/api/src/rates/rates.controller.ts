import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ratesTodaySchema } from '@asiguro/contracts';
import { ApiContract } from '../common/zod-contract';
import { RatesService } from './rates.service';

@ApiTags('catalogue')
@Controller('rates')
export class RatesController {
  constructor(private readonly rates: RatesService) {}

  /** Today's official rates (MDL per unit); `fallback` says when the latest earlier day is used. */
  @Get('today')
  @ApiContract({ responses: { 200: { description: "Today's rates", schema: ratesTodaySchema } } })
  today() {
    return this.rates.today();
  }
}
