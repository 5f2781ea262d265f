import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { uuidSchema } from '@asiguro/domain';
import {
  auditResponseSchema,
  claimResponseSchema,
  consoleActionResponseSchema,
  manualIssuanceResponseSchema,
  retryJobResponseSchema,
  sandboxIssuerSettingsSchema,
  sandboxIssuersResponseSchema,
  bulkRetryBodySchema,
  bulkRetryResponseSchema,
  consoleActionBodySchema,
  consoleItemActionBodySchema,
  consoleItemActionResponseSchema,
  consoleOrderDetailSchema,
  consoleOrdersQuerySchema,
  consoleOrdersResponseSchema,
  consoleSearchQuerySchema,
  customerDataResponseSchema,
  dashboardSchema,
  errorResponseSchema,
  manualIssuanceBodySchema,
  queuesResponseSchema,
  retryJobBodySchema,
  sandboxIssuerUpdateSchema,
  type ConsoleOrdersQuery,
} from '@asiguro/contracts';
import { StaffAuditRepository } from '@asiguro/persistence';
import { CurrentStaff, Permission, type Staff } from '../auth/staff/staff.decorators';
import { StaffGuard } from '../auth/staff/staff.guard';
import { ApiContract, ZodPipe } from '../common/zod-contract';
import { ConsoleOrderActions } from './console-order-actions.service';
import { ConsoleOrderViews } from './console-order-views.service';
import { CustomerDataService } from './customer-data.service';
import { ConsoleQueuesService } from './console-queues.service';
import { DashboardService } from './dashboard.service';
import { ManualIssuance } from './manual-issuance.service';
import { SandboxSettingsService } from './sandbox-settings.service';

/** The refusals every console route documents. */
export const staffOnly = {
  401: { description: 'unauthorized: not signed in', schema: errorResponseSchema },
  403: {
    description: 'forbidden: not staff, or a role without the permission the route needs (STAFF_PERMISSIONS)',
    schema: errorResponseSchema,
  },
};
const idPipe = new ZodPipe(uuidSchema);
/** An add-on's index in its order (the main product, 0, has the order's own actions). */
const itemPipe = new ZodPipe(z.coerce.number().int().min(1).max(9));
const auditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

/**
 * The operator console's API: staff only (StaffOnlyMiddleware refuses everyone else before
 * routing; StaffGuard checks each route's permission in STAFF_PERMISSIONS). Every action is an order event where it can be, takes a
 * reason, and is recorded in the staff audit log with the staff member's identity.
 */
@ApiTags('console')
@UseGuards(StaffGuard)
@Controller('console')
export class ConsoleController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly views: ConsoleOrderViews,
    private readonly actions: ConsoleOrderActions,
    private readonly manual: ManualIssuance,
    private readonly customers: CustomerDataService,
    private readonly queues: ConsoleQueuesService,
    private readonly sandbox: SandboxSettingsService,
    private readonly audit: StaffAuditRepository,
  ) {}

  @Get('dashboard')
  @Permission('console.read')
  @ApiContract({ responses: { 200: { description: 'The live figures', schema: dashboardSchema }, ...staffOnly } })
  getDashboard() {
    return this.dashboard.dashboard();
  }

  @Get('orders')
  @Permission('console.read')
  @ApiContract({
    query: consoleOrdersQuerySchema,
    responses: {
      200: { description: 'Orders, oldest in their state first', schema: consoleOrdersResponseSchema },
      ...staffOnly,
    },
  })
  list(@Query(new ZodPipe(consoleOrdersQuerySchema)) query: ConsoleOrdersQuery) {
    return this.views.list(query);
  }

  @Get('orders/:id')
  @Permission('console.read')
  @ApiContract({
    responses: {
      200: { description: 'Everything about one order (personal data masked)', schema: consoleOrderDetailSchema },
      ...staffOnly,
    },
  })
  detail(@Param('id', idPipe) id: string, @CurrentStaff() staff: Staff) {
    return this.views.detail(id, staff);
  }

  @Post('orders/bulk-retry')
  @Permission('orders.retry')
  @HttpCode(200)
  @ApiContract({
    body: bulkRetryBodySchema,
    responses: { 200: { description: 'One result per order', schema: bulkRetryResponseSchema }, ...staffOnly },
  })
  bulkRetry(
    @Body(new ZodPipe(bulkRetryBodySchema)) body: z.infer<typeof bulkRetryBodySchema>,
    @CurrentStaff() staff: Staff,
  ) {
    return this.actions.bulkRetry(body.orderIds, body.reason, staff);
  }

  /** One action with its reason; each action needs its own permission (refund: supervisors only). */
  @Post('orders/:id/actions')
  @Permission('orders.act')
  @HttpCode(200)
  @ApiContract({
    body: consoleActionBodySchema,
    responses: {
      200: { description: 'The order status after the action', schema: consoleActionResponseSchema },
      409: { description: 'event-refused', schema: errorResponseSchema },
      ...staffOnly,
    },
  })
  async act(
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(consoleActionBodySchema)) body: z.infer<typeof consoleActionBodySchema>,
    @CurrentStaff() staff: Staff,
  ) {
    const result = await this.actions.act(id, body.action, body.reason, staff);
    return { orderId: id, action: body.action, ...result };
  }

  /** One action on one add-on with its reason: retry needs the retry permission, refund the refund's (supervisors). */
  @Post('orders/:id/items/:item/actions')
  @Permission('orders.act')
  @HttpCode(200)
  @ApiContract({
    body: consoleItemActionBodySchema,
    responses: {
      200: { description: 'The order and item status after the action', schema: consoleItemActionResponseSchema },
      409: {
        description: 'event-refused: the item is not in a state the action applies to',
        schema: errorResponseSchema,
      },
      ...staffOnly,
    },
  })
  async actOnItem(
    @Param('id', idPipe) id: string,
    @Param('item', itemPipe) item: number,
    @Body(new ZodPipe(consoleItemActionBodySchema)) body: z.infer<typeof consoleItemActionBodySchema>,
    @CurrentStaff() staff: Staff,
  ) {
    const result = await this.actions.actOnItem(id, item, body.action, body.reason, staff);
    return { orderId: id, item, action: body.action, ...result };
  }

  @Post('orders/:id/claim')
  @Permission('manual.issue')
  @HttpCode(200)
  @ApiContract({
    responses: {
      200: { description: 'Claimed', schema: claimResponseSchema },
      409: { description: 'claimed by another operator', schema: errorResponseSchema },
      ...staffOnly,
    },
  })
  claim(@Param('id', idPipe) id: string, @CurrentStaff() staff: Staff) {
    return this.manual.claim(id, staff);
  }

  @Post('orders/:id/customer-data')
  @Permission('orders.customer-data')
  @HttpCode(200)
  @ApiContract({
    responses: {
      200: { description: 'The contact and issuance facts, unmasked (audited)', schema: customerDataResponseSchema },
      404: { description: 'not-found-order', schema: errorResponseSchema },
      ...staffOnly,
    },
  })
  customerData(@Param('id', idPipe) id: string, @CurrentStaff() staff: Staff) {
    return this.customers.customerData(id, staff);
  }

  @Post('orders/:id/manual-issuance')
  @Permission('manual.issue')
  @HttpCode(200)
  @ApiContract({
    body: manualIssuanceBodySchema,
    responses: {
      200: { description: 'The order continues as if the partner had answered', schema: manualIssuanceResponseSchema },
      400: { description: 'validation-failed: the number or the period', schema: errorResponseSchema },
      409: {
        description:
          'event-refused (not waiting for manual issuance) or idempotency-conflict (claimed by another operator)',
        schema: errorResponseSchema,
      },
      ...staffOnly,
    },
  })
  manualIssuance(
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(manualIssuanceBodySchema)) body: z.infer<typeof manualIssuanceBodySchema>,
    @CurrentStaff() staff: Staff,
  ) {
    return this.manual.issue(id, body, staff);
  }

  @Get('search')
  @Permission('console.read')
  @ApiContract({
    query: consoleSearchQuerySchema,
    responses: {
      200: { description: 'Matching orders', schema: consoleOrdersResponseSchema.pick({ orders: true }) },
      ...staffOnly,
    },
  })
  search(
    @Query(new ZodPipe(consoleSearchQuerySchema)) query: z.infer<typeof consoleSearchQuerySchema>,
    @CurrentStaff() staff: Staff,
  ) {
    return this.views.search(query.q, staff);
  }

  @Get('queues')
  @Permission('console.read')
  @ApiContract({
    responses: {
      200: { description: 'Counts by state and the failed jobs', schema: queuesResponseSchema },
      ...staffOnly,
    },
  })
  queueOverview() {
    return this.queues.overview();
  }

  @Post('queues/:queue/jobs/:jobId/retry')
  @Permission('queues.retry-job')
  @HttpCode(200)
  @ApiContract({
    body: retryJobBodySchema,
    responses: {
      200: { description: 'Retried', schema: retryJobResponseSchema },
      404: { description: 'no such queue, or no failed job with this id', schema: errorResponseSchema },
      ...staffOnly,
    },
  })
  retryJob(
    @Param('queue') queue: string,
    @Param('jobId') jobId: string,
    @Body(new ZodPipe(retryJobBodySchema)) body: z.infer<typeof retryJobBodySchema>,
    @CurrentStaff() staff: Staff,
  ) {
    return this.queues.retry(queue, jobId, body.reason, staff);
  }

  @Get('audit')
  @Permission('console.read')
  @ApiContract({
    query: auditQuerySchema,
    responses: { 200: { description: 'Staff actions, newest first', schema: auditResponseSchema }, ...staffOnly },
  })
  async auditLog(@Query(new ZodPipe(auditQuerySchema)) query: z.infer<typeof auditQuerySchema>) {
    const { entries, total } = await this.audit.page(query.page, query.pageSize);
    return { entries, total, page: query.page, pageSize: query.pageSize };
  }

  @Get('sandbox/issuers')
  @Permission('console.read')
  @ApiContract({
    responses: {
      200: { description: 'Development only: each sandbox insurer’s behaviour', schema: sandboxIssuersResponseSchema },
      404: { description: 'not in production', schema: errorResponseSchema },
      ...staffOnly,
    },
  })
  sandboxIssuers() {
    return this.sandbox.list();
  }

  @Put('sandbox/issuers/:slug')
  @Permission('sandbox.update')
  @ApiContract({
    body: sandboxIssuerUpdateSchema,
    responses: {
      200: { description: 'The new behaviour', schema: sandboxIssuerSettingsSchema.passthrough() },
      404: { description: 'not in production, or no such insurer', schema: errorResponseSchema },
      ...staffOnly,
    },
  })
  updateSandboxIssuer(
    @Param('slug') slug: string,
    @Body(new ZodPipe(sandboxIssuerUpdateSchema)) body: z.infer<typeof sandboxIssuerUpdateSchema>,
    @CurrentStaff() staff: Staff,
  ) {
    return this.sandbox.update(slug, body, staff);
  }
}
