import { Module } from '@nestjs/common';
import { OrderAccess } from './order-access.service';
import { OrderStatusController } from './order-status.controller';
import { OrdersController } from './orders.controller';
import { OrdersUseCases } from './orders.use-cases';
import { StatusStreams } from './status-stream.service';

@Module({
  controllers: [OrdersController, OrderStatusController],
  providers: [OrderAccess, OrdersUseCases, StatusStreams],
  exports: [OrderAccess, OrdersUseCases],
})
export class OrdersModule {}
