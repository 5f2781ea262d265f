import { Controller, Get, Header, NotFoundException, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Permission } from '../auth/staff/staff.decorators';
import { StaffGuard } from '../auth/staff/staff.guard';
import { ApiContract } from '../common/zod-contract';
import { openApiDocuments } from '../http/openapi';
import { staffOnly } from './console.controller';

/** The whole API's OpenAPI document, console included: for staff (production publishes the rest only). */
@ApiTags('console')
@UseGuards(StaffGuard)
@Controller('console/docs-json')
export class ConsoleDocsController {
  @Get()
  @Permission('console.read')
  @Header('Cache-Control', 'no-store')
  @ApiContract({
    responses: {
      200: {
        description: 'The OpenAPI document of every route, the console’s included',
        schema: z.looseObject({
          openapi: z.string(),
          info: z.looseObject({}),
          paths: z.record(z.string(), z.unknown()),
        }),
      },
      ...staffOnly,
    },
  })
  document() {
    if (!openApiDocuments.full) throw new NotFoundException({ code: 'not-found' });
    return openApiDocuments.full;
  }
}
