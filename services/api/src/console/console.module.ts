import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { QueueProducer } from '@asiguro/orchestration';
import { StaffModule } from '../auth/staff/staff.module';
import { StaffOnlyMiddleware } from '../auth/staff/staff-only.middleware';
import { ConsoleController } from './console.controller';
import { ConsoleOrdersService } from './console-orders.service';
import { ConsoleQueuesService } from './console-queues.service';
import { DashboardService } from './dashboard.service';
import { SandboxSettingsService } from './sandbox-settings.service';

export const BULL_BOARD_PATH = '/api/console/queues/board';

@Module({
  imports: [StaffModule],
  controllers: [ConsoleController],
  providers: [DashboardService, ConsoleOrdersService, ConsoleQueuesService, SandboxSettingsService],
})
export class ConsoleModule implements NestModule {
  constructor(private readonly producer: QueueProducer) {}

  configure(consumer: MiddlewareConsumer): void {
    // bull-board, for staff only, beside the console's own queue page.
    const board = new ExpressAdapter();
    board.setBasePath(BULL_BOARD_PATH);
    createBullBoard({ queues: this.producer.all().map((queue) => new BullMQAdapter(queue)), serverAdapter: board });
    consumer.apply(StaffOnlyMiddleware).forRoutes('console/*path');
    consumer.apply(StaffOnlyMiddleware, board.getRouter()).forRoutes('console/queues/board/*path');
  }
}
