import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { errorResponseSchema, offersResponseSchema } from '@asiguro/contracts';
import { requestLocale } from '../common/request-locale';
import { ApiContract } from '../common/zod-contract';
import { RateLimit } from '../security/rate-limits';
import { CurrentSession } from '../session/current-session.decorator';
import type { Session } from '../session/session';
import { OffersUseCases } from './offers.use-cases';

@ApiTags('orders')
@Controller('orders')
export class OffersController {
  constructor(private readonly offers: OffersUseCases) {}

  /** Asks every insurer that sells the line; answers what arrived in time, cheapest first (or the "no offers" notice). */
  @Post(':id/offers')
  @HttpCode(200)
  @RateLimit('offers')
  @ApiContract({
    responses: {
      200: {
        description: 'The offers (an empty list with the no-offers notice when none)',
        schema: offersResponseSchema,
      },
      400: {
        description: 'invalid-options / validation-failed: the details cannot be priced',
        schema: errorResponseSchema,
      },
      404: { description: 'not-found-order, companyNotFound, mortgage-not-found', schema: errorResponseSchema },
      409: { description: 'event-refused: only drafts are priced', schema: errorResponseSchema },
    },
  })
  search(@Param('id') id: string, @CurrentSession() session: Session, @Req() req: Request) {
    return this.offers.search(id, session, requestLocale(req));
  }
}
