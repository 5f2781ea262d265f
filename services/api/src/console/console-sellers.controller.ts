import { Body, Controller, Get, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  consoleSellersResponseSchema,
  errorResponseSchema,
  referralLinkBodySchema,
  referralLinkResponseSchema,
  sellerKeyBodySchema,
  sellerKeyResponseSchema,
} from '@asiguro/contracts';
import { CurrentStaff, Permission, type Staff } from '../auth/staff/staff.decorators';
import { StaffGuard } from '../auth/staff/staff.guard';
import { ApiContract, ZodPipe } from '../common/zod-contract';
import { ConsoleSellersService } from './console-sellers.service';
import { staffOnly } from './console.controller';
import { Idempotent } from '../security/idempotency.interceptor';

/** details.issues names the refused field: sellerId when no partner seller has this id. */
const refused = (fields: string) => ({
  description: `validation-failed: no such partner seller, or ${fields}`,
  schema: errorResponseSchema,
});

/**
 * Partner sellers in the console: everyone on staff sees them; handing out what lets someone sell
 * as a partner (a referral link, the signing key) is for supervisors, audited, and never cached.
 */
@ApiTags('console')
@UseGuards(StaffGuard)
@Controller('console/sellers')
export class ConsoleSellersController {
  constructor(private readonly sellers: ConsoleSellersService) {}

  @Get()
  @Permission('console.read')
  @ApiContract({
    responses: {
      200: {
        description: 'The sellers with their features, and the pages a link may open',
        schema: consoleSellersResponseSchema,
      },
      ...staffOnly,
    },
  })
  list() {
    return this.sellers.list();
  }

  @Post(':sellerId/referral-link')
  @HttpCode(200)
  @Permission('sellers.hand-out')
  @Header('Cache-Control', 'no-store')
  @ApiContract({
    body: referralLinkBodySchema,
    responses: {
      200: {
        description: 'The absolute link with the seller’s signed referral token',
        schema: referralLinkResponseSchema,
      },
      400: refused('days not from 1 to 30, or a path not among referralPages'),
      ...staffOnly,
    },
  })
  referralLink(
    @Param('sellerId') sellerId: string,
    @Body(new ZodPipe(referralLinkBodySchema)) body: z.infer<typeof referralLinkBodySchema>,
    @CurrentStaff() staff: Staff,
  ) {
    return this.sellers.referralLink(sellerId, body, staff);
  }

  @Post(':sellerId/key')
  // A secret: a retry reads it again rather than keeping a copy.
  @Idempotent('rerun')
  @HttpCode(200)
  @Permission('sellers.hand-out')
  @Header('Cache-Control', 'no-store')
  @ApiContract({
    body: sellerKeyBodySchema,
    responses: {
      200: {
        description: 'The seller’s signing key (for its own referral tokens and purchase proofs)',
        schema: sellerKeyResponseSchema,
      },
      400: refused('confirm not true'),
      ...staffOnly,
    },
  })
  key(
    @Param('sellerId') sellerId: string,
    @Body(new ZodPipe(sellerKeyBodySchema)) _body: z.infer<typeof sellerKeyBodySchema>,
    @CurrentStaff() staff: Staff,
  ) {
    return this.sellers.key(sellerId, staff);
  }
}
