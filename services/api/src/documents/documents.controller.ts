import { pipeline } from 'node:stream/promises';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { documentSummarySchema, errorResponseSchema, policyCheckSchema, type PolicyCheck } from '@asiguro/contracts';
import { z } from 'zod';
import { ApiContract, FILE } from '../common/zod-contract';
import { OrderAccess } from '../orders/order-access.service';
import { OrdersUseCases } from '../orders/orders.use-cases';
import { CurrentSession } from '../session/current-session.decorator';
import type { Session } from '../session/session';
import { DocumentFiles } from './document-files.service';
import { PolicyChecks } from './policy-checks.service';

const notFound = { description: 'not-found-order (also for orders of other sessions)', schema: errorResponseSchema };

@ApiTags('documents')
@Controller()
export class DocumentsController {
  constructor(
    private readonly access: OrderAccess,
    private readonly orders: OrdersUseCases,
    private readonly files: DocumentFiles,
    private readonly policies: PolicyChecks,
  ) {}

  @Get('orders/:id/documents')
  @ApiContract({
    responses: {
      200: {
        description: 'The order documents (kind, file name, SHA-256, download URL)',
        schema: z.array(documentSummarySchema),
      },
      404: notFound,
    },
  })
  async list(@Param('id') id: string, @Query('t') token: string | undefined, @CurrentSession() session: Session) {
    const order = await this.access.order(id, session, token);
    return (await this.orders.view(order)).documents;
  }

  /** Streams one document to the order's owner (or the e-mail link's holder); 404 for everyone else. */
  @Get('orders/:id/documents/:kind')
  @ApiContract({
    responses: {
      200: {
        description: 'The signed file (Content-Type, Content-Disposition, ETag and X-Content-SHA256 say which)',
        content: { 'application/pdf': FILE, 'application/vnd.apple.pkpass': FILE, 'application/json': FILE },
        headers: { ETag: 'the file’s SHA-256', 'X-Content-SHA256': 'the file’s SHA-256, hex' },
      },
      404: notFound,
    },
  })
  async download(
    @Param('id') id: string,
    @Param('kind') kind: string,
    @Query('t') token: string | undefined,
    @CurrentSession() session: Session,
    @Res() res: Response,
    @Query('item') item?: string,
  ): Promise<void> {
    const order = await this.access.order(id, session, token);
    const { document, stream } = await this.files.open(order.id, kind, item);
    res.setHeader('Content-Type', document.contentType);
    res.setHeader('Content-Length', String(document.size));
    res.setHeader('Content-Disposition', `attachment; filename="${document.fileName.replace(/[^\w.-]/g, '_')}"`);
    res.setHeader('ETag', `"${document.sha256}"`);
    // A policy names its holder: never kept by a cache.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-SHA256', document.sha256);
    try {
      // pipeline, not pipe: a read error or a closed connection destroys both ends, so the
      // client sees a broken download instead of waiting on the Content-Length forever, the file
      // handle is released, and the error does not go unhandled.
      await pipeline(stream, res);
    } catch (error) {
      this.files.aborted(order.id, kind, error);
    }
  }

  /** Public: is this policy valid, and until when? No personal data (the QR code on documents opens it). */
  @Get('policies/:number/check')
  @ApiContract({
    responses: {
      200: { description: 'The policy check', schema: policyCheckSchema },
      400: { description: 'validation-failed', schema: errorResponseSchema },
    },
  })
  check(@Param('number') raw: string): Promise<PolicyCheck> {
    return this.policies.check(raw);
  }
}
