import { MiddlewareConsumer, Module, NestModule, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { QueueProducer } from '@asiguro/orchestration';
import { StaffModule } from '../auth/staff/staff.module';
import { StaffOnlyMiddleware } from '../auth/staff/staff-only.middleware';
import { ConsoleController } from './console.controller';
import { ConsoleDocsController } from './console-docs.controller';
import { ConsoleOrderActions } from './console-order-actions.service';
import { ConsoleOrderViews } from './console-order-views.service';
import { ConsoleQueuesService } from './console-queues.service';
import { ConsoleSellersController } from './console-sellers.controller';
import { ConsoleSellersService } from './console-sellers.service';
import { ConsoleWireTransfersController } from './console-wire-transfers.controller';
import { CustomerDataService } from './customer-data.service';
import { DashboardService } from './dashboard.service';
import { ManualIssuance } from './manual-issuance.service';
import { SandboxSettingsService } from './sandbox-settings.service';
import { WireTransfers } from './wire-transfers.service';

/** Where bull-board answers: the console's navigation links to this address (with its trailing slash). */
export const BULL_BOARD_PATH = '/api/console/queues/board';

@Module({
  imports: [StaffModule],
  controllers: [ConsoleController, ConsoleSellersController, ConsoleWireTransfersController, ConsoleDocsController],
  providers: [
    DashboardService,
    ConsoleOrderViews,
    ConsoleOrderActions,
    ManualIssuance,
    CustomerDataService,
    ConsoleQueuesService,
    ConsoleSellersService,
    SandboxSettingsService,
    WireTransfers,
  ],
})
export class ConsoleModule implements NestModule, OnModuleInit {
  constructor(
    private readonly producer: QueueProducer,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    // Every console address, the board's included ("{*path}" also matches ".../board/" itself).
    consumer.apply(StaffOnlyMiddleware).forRoutes('console/{*path}');
  }

  /**
   * bull-board, for staff only, beside the console's own queue page. It is mounted on Express
   * itself under its base path, after Nest's middleware (session, CSRF, staff only) and routes:
   * through a Nest route pattern, Express would strip the whole wildcard match and hand the board
   * "/" for every address (its assets and data included). Read-only: retries go through the
   * console, which audits them.
   */
  onModuleInit(): void {
    const board = new ExpressAdapter();
    board.setBasePath(BULL_BOARD_PATH);
    createBullBoard({
      queues: this.producer.all().map((queue) => new BullMQAdapter(queue, { readOnlyMode: true })),
      serverAdapter: board,
    });
    this.adapterHost.httpAdapter?.use(BULL_BOARD_PATH, board.getRouter());
  }
}
