import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import {
  DomainError,
  findSeller,
  functionInputSchemas,
  functionRequestSchema,
  isSellerFeature,
  type FunctionInput,
  type FunctionName,
} from '@asiguro/domain';
import { functionErrorSchema, functionResultSchemas, type FunctionResult } from '@asiguro/contracts';
import { RegistriesClient, RegistryNotFoundError } from '@asiguro/partners';
import { requestLocale } from '../common/request-locale';
import { ApiContract, ZodPipe } from '../common/zod-contract';
import { OrderAccess } from '../orders/order-access.service';
import { OrdersUseCases } from '../orders/orders.use-cases';
import { PaymentsUseCases } from '../payments/payments.use-cases';
import { RateLimitCounter } from '../security/rate-limit-counter';
import { RateLimit } from '../security/rate-limits';
import { CurrentSession } from '../session/current-session.decorator';
import type { Session } from '../session/session';
import { PerksService } from './perks.service';

/** OpenAPI and validation for one callable function: body `{data}`, answer `{result}` or `{error}`. */
function Callable(name: FunctionName, summary: string) {
  return ApiContract({
    body: functionRequestSchema(functionInputSchemas[name]),
    responses: {
      200: { description: summary, schema: z.object({ result: functionResultSchemas[name] }) },
      400: { description: 'error (validation-failed …)', schema: functionErrorSchema },
      404: { description: 'error (not-found-order, companyNotFound …)', schema: functionErrorSchema },
      409: { description: 'error (the order’s state does not allow it)', schema: functionErrorSchema },
      422: { description: 'error (payment-mismatch, billNumber-error …)', schema: functionErrorSchema },
      429: { description: 'error (rate-limited)', schema: functionErrorSchema },
      502: {
        description: 'error (partner-unavailable: a registry or provider did not answer)',
        schema: functionErrorSchema,
      },
    },
  });
}

const input = <N extends FunctionName>(name: N) => new ZodPipe(functionRequestSchema(functionInputSchemas[name]));

/**
 * The spec's callable functions (§7) at POST /api/functions/{name} with `{"data": …}`: each answers
 * `{"result": …}`, or `{"error": {"code", "status", "message", "details"}}` with that HTTP status.
 */
@ApiTags('functions')
@Controller('functions')
@RateLimit('functions')
export class FunctionsController {
  constructor(
    private readonly orders: OrdersUseCases,
    private readonly access: OrderAccess,
    private readonly payments: PaymentsUseCases,
    private readonly registries: RegistriesClient,
    private readonly perks: PerksService,
    private readonly limits: RateLimitCounter,
  ) {}

  /** Silent draft saving: creates the draft (no id) or updates it (its id). */
  @Post('createorupdatepreorder')
  @HttpCode(200)
  @Callable('createorupdatepreorder', 'The draft: id, number, version')
  async createOrUpdatePreorder(
    @Body(input('createorupdatepreorder')) { data }: { data: FunctionInput<'createorupdatepreorder'> },
    @CurrentSession() session: Session,
    @Req() req: Request,
  ): Promise<{ result: FunctionResult<'createorupdatepreorder'> }> {
    const { id, ...changes } = data;
    if (!id) await this.limits.spend('drafts', req);
    const order = id
      ? await this.orders.update(id, changes, session)
      : await this.orders.create(changes, session, requestLocale(req));
    return { result: { id: order.id, number: order.number, version: order.version } };
  }

  /** A company by IDNO from the company registry; companyNotFound for an unknown one. */
  @Post('getcompany')
  @HttpCode(200)
  @Callable('getcompany', 'The company: IDNO, name, address')
  async getCompany(
    @Body(input('getcompany')) { data }: { data: FunctionInput<'getcompany'> },
  ): Promise<{ result: FunctionResult<'getcompany'> }> {
    try {
      const company = await this.registries.lookupCompany(data.idno);
      return { result: { idno: company.idno, name: company.name, address: company.address } };
    } catch (error) {
      if (error instanceof RegistryNotFoundError) throw new DomainError('companyNotFound');
      throw error;
    }
  }

  /** A feature of the order's seller (payment methods, insurers, perks, partner portal). */
  @Post('getpartnerfeature')
  @HttpCode(200)
  @Callable('getpartnerfeature', "The feature's value")
  async getPartnerFeature(
    @Body(input('getpartnerfeature')) { data }: { data: FunctionInput<'getpartnerfeature'> },
    @CurrentSession() session: Session,
  ): Promise<{ result: FunctionResult<'getpartnerfeature'> }> {
    const order = await this.access.ownOrder(data.orderId, session);
    if (!isSellerFeature(data.type)) throw new DomainError('invalid-options', { reason: 'unknown feature' });
    return { result: { type: data.type, value: findSeller(order.seller).features[data.type] } };
  }

  /** Confirms a payment by asking the provider (never by trusting the browser). */
  @Post('payorder')
  @HttpCode(200)
  @Callable('payorder', 'The order status and what the payment did')
  async payOrder(
    @Body(input('payorder')) { data }: { data: FunctionInput<'payorder'> },
    @CurrentSession() session: Session,
  ): Promise<{ result: FunctionResult<'payorder'> }> {
    return { result: await this.payments.payOrder(data.orderId, data.transactionId, data.type, session) };
  }

  /**
   * Activates a seller's perk on a paid order: by its id (a perk of the seller whose signed
   * referral brought the order), or with the seller's signed proof of a purchase (its IDNO and the
   * receipt's code as transactionId) for the perks that come with one.
   */
  @Post('activateperks')
  @HttpCode(200)
  @Callable('activateperks', 'The perks now active on the order')
  async activatePerks(
    @Body(input('activateperks')) { data }: { data: FunctionInput<'activateperks'> },
    @CurrentSession() session: Session,
    @Req() req: Request,
  ): Promise<{ result: FunctionResult<'activateperks'> }> {
    const order = await this.access.ownOrder(data.orderId, session);
    return { result: await this.perks.activate(order, data, requestLocale(req)) };
  }
}
