import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { uuidSchema } from '@asiguro/domain';
import {
  errorResponseSchema,
  wireTransferBodySchema,
  wireTransferDecisionBodySchema,
  wireTransferResponseSchema,
  wireTransferSchema,
  wireTransfersQuerySchema,
  wireTransfersResponseSchema,
} from '@asiguro/contracts';
import { CurrentStaff, Permission, type Staff } from '../auth/staff/staff.decorators';
import { StaffGuard } from '../auth/staff/staff.guard';
import { ApiContract, ZodPipe } from '../common/zod-contract';
import { staffOnly } from './console.controller';
import { WireTransfers } from './wire-transfers.service';

const idPipe = new ZodPipe(uuidSchema);
const decided = {
  description: 'event-refused: the transfer was already approved or rejected',
  schema: errorResponseSchema,
};
const notFound = { description: 'not-found: no such recorded transfer', schema: errorResponseSchema };

/**
 * Bank transfers in the console, by four eyes: support records what the bank statement shows,
 * a different supervisor approves (the order is paid) or rejects it. Every step is audited.
 */
@ApiTags('console')
@UseGuards(StaffGuard)
@Controller('console/wire-transfers')
export class ConsoleWireTransfersController {
  constructor(private readonly transfers: WireTransfers) {}

  @Get()
  @Permission('console.read')
  @ApiContract({
    query: wireTransfersQuerySchema,
    responses: {
      200: { description: 'Recorded transfers, pending first', schema: wireTransfersResponseSchema },
      ...staffOnly,
    },
  })
  list(@Query(new ZodPipe(wireTransfersQuerySchema)) query: z.infer<typeof wireTransfersQuerySchema>) {
    return this.transfers.list(query.status);
  }

  @Post()
  @HttpCode(201)
  @Permission('wire-transfers.record')
  @ApiContract({
    body: wireTransferBodySchema,
    responses: {
      201: {
        description: 'Recorded, waiting for a supervisor (or the one already waiting)',
        schema: wireTransferSchema,
      },
      400: {
        description: 'invalid-bill-number: no bill has this number (details.issues names billNumber)',
        schema: errorResponseSchema,
      },
      ...staffOnly,
    },
  })
  record(
    @Body(new ZodPipe(wireTransferBodySchema)) body: z.infer<typeof wireTransferBodySchema>,
    @CurrentStaff() staff: Staff,
  ) {
    return this.transfers.record(body.billNumber, body.reason, staff);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Permission('wire-transfers.decide')
  @ApiContract({
    body: wireTransferDecisionBodySchema,
    responses: {
      200: {
        description:
          'What the transfer did: applied (the order is paid), duplicate (already paid) or refunding (the order no longer takes it)',
        schema: wireTransferResponseSchema,
      },
      403: {
        description: 'forbidden: not a supervisor, or the supervisor who recorded it (details.reason four-eyes)',
        schema: errorResponseSchema,
      },
      404: notFound,
      409: decided,
      401: staffOnly[401],
    },
  })
  approve(
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(wireTransferDecisionBodySchema)) body: z.infer<typeof wireTransferDecisionBodySchema>,
    @CurrentStaff() staff: Staff,
  ) {
    return this.transfers.approve(id, body.reason, staff);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @Permission('wire-transfers.decide')
  @ApiContract({
    body: wireTransferDecisionBodySchema,
    responses: {
      200: { description: 'Rejected: nothing was paid', schema: wireTransferSchema },
      403: {
        description: 'forbidden: not a supervisor, or the supervisor who recorded it (details.reason four-eyes)',
        schema: errorResponseSchema,
      },
      404: notFound,
      409: decided,
      401: staffOnly[401],
    },
  })
  reject(
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(wireTransferDecisionBodySchema)) body: z.infer<typeof wireTransferDecisionBodySchema>,
    @CurrentStaff() staff: Staff,
  ) {
    return this.transfers.reject(id, body.reason, staff);
  }
}
