import { Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import {
  DOCUMENT_KINDS,
  errorResponseSchema,
  policyCheckSchema,
  policyNumberSchema,
  findIssuer,
  DomainError,
  type PolicyCheck,
} from '@asiguro/domain';
import { DocumentNotFoundError, type DocumentStorage } from '@asiguro/documents';
import { DocumentEntity } from '@asiguro/persistence';
import { z } from 'zod';
import { ApiContract } from '../common/zod-contract';
import { OrderAccess } from '../orders/order-access.service';
import { OrdersUseCases } from '../orders/orders.use-cases';
import { CurrentSession } from '../session/current-session.decorator';
import type { Session } from '../session/session';
import { DOCUMENT_STORAGE } from './document-storage.provider';

const notFound = { description: 'not-found-order (also for orders of other sessions)', schema: errorResponseSchema };
/** Policy, certificate and vignette numbers: letters, digits and dashes, nothing else. */
const certificateNumberSchema = z.union([policyNumberSchema, z.string().regex(/^[A-Z0-9-]{6,32}$/)]);

@ApiTags('documents')
@Controller()
export class DocumentsController {
  constructor(
    private readonly access: OrderAccess,
    private readonly orders: OrdersUseCases,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  @Get('orders/:id/documents')
  @ApiContract({
    responses: { 200: { description: 'The order documents (kind, file name, SHA-256, download URL)' }, 404: notFound },
  })
  async list(@Param('id') id: string, @Query('t') token: string | undefined, @CurrentSession() session: Session) {
    const order = await this.access.order(id, session, token);
    return (await this.orders.view(order)).documents;
  }

  /** Streams one document to the order's owner (or the e-mail link's holder); 404 for everyone else. */
  @Get('orders/:id/documents/:kind')
  @ApiProduces('application/pdf', 'application/vnd.apple.pkpass', 'application/json')
  @ApiContract({ responses: { 200: { description: 'The signed file' }, 404: notFound } })
  async download(
    @Param('id') id: string,
    @Param('kind') kind: string,
    @Query('t') token: string | undefined,
    @CurrentSession() session: Session,
    @Res() res: Response,
  ): Promise<void> {
    const order = await this.access.order(id, session, token);
    if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) throw new NotFoundException({ code: 'not-found' });
    const document = await this.db
      .getRepository(DocumentEntity)
      .findOneBy({ orderId: order.id, kind: kind as DocumentEntity['kind'] });
    if (!document) throw new NotFoundException({ code: 'not-found' });
    let stream;
    try {
      stream = await this.storage.stream(document.storageKey);
    } catch (error) {
      if (error instanceof DocumentNotFoundError) throw new NotFoundException({ code: 'not-found' });
      throw error;
    }
    res.setHeader('Content-Type', document.contentType);
    res.setHeader('Content-Length', String(document.size));
    res.setHeader('Content-Disposition', `attachment; filename="${document.fileName.replace(/[^\w.-]/g, '_')}"`);
    res.setHeader('ETag', `"${document.sha256}"`);
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.setHeader('X-Content-SHA256', document.sha256);
    stream.pipe(res);
  }

  /** Public: is this policy valid, and until when? No personal data (the QR code on documents opens it). */
  @Get('policies/:number/check')
  @ApiContract({
    responses: {
      200: { description: 'The policy check', schema: policyCheckSchema },
      400: { description: 'validation-failed', schema: errorResponseSchema },
    },
  })
  async check(@Param('number') raw: string): Promise<PolicyCheck> {
    const number = raw.trim().toUpperCase();
    if (!certificateNumberSchema.safeParse(number).success) {
      throw new DomainError('validation-failed', { issues: [{ path: 'number', key: 'invalid-policy-number' }] });
    }
    const [found]: { valid_from: Date; valid_to: Date; insurer: string; insurance_type: string; status: string }[] =
      await this.db.query(
        `select p.valid_from, p.valid_to, p.insurer, o.insurance_type, o.status
         from policies p join orders o on o.id = p.order_id where p.number = $1`,
        [number],
      );
    if (!found || found.status === 'refunded') {
      return {
        number,
        found: false,
        valid: false,
        status: 'unknown',
        product: null,
        insurer: null,
        validFrom: null,
        validTo: null,
      };
    }
    const now = Date.now();
    const status =
      now < found.valid_from.getTime() ? 'not-yet-active' : now > found.valid_to.getTime() ? 'expired' : 'active';
    return {
      number,
      found: true,
      valid: status === 'active',
      status,
      product: found.insurance_type as PolicyCheck['product'],
      insurer: findIssuer(found.insurer)?.name ?? found.insurer,
      validFrom: found.valid_from.toISOString(),
      validTo: found.valid_to.toISOString(),
    };
  }
}
