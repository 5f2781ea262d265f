import { Module, type Provider } from '@nestjs/common';
import type { Request } from 'express';
import { documentStorageProvider } from '../documents/document-storage.provider';
import { IDEMPOTENT_REPLAYS, type IdempotentReplays } from '../security/idempotency.interceptor';
import { OrderAccess } from './order-access.service';
import { OrderStatusController } from './order-status.controller';
import { OrdersController } from './orders.controller';
import { OrdersUseCases } from './orders.use-cases';
import { OrderStatusFastPath } from './order-status-fast-path';
import { StatusStreams } from './status-stream.service';
import { SessionModule } from '../session/session.module';

/** A retried order command is answered by reading the order again, as the caller may see it now. */
const idempotentReplays: Provider = {
  provide: IDEMPOTENT_REPLAYS,
  inject: [OrderAccess, OrdersUseCases],
  useFactory: (access: OrderAccess, orders: OrdersUseCases): IdempotentReplays => ({
    order: async (orderId: string, req: Request) => orders.view(await access.ownOrder(orderId, req.session!)),
  }),
};

@Module({
  imports: [SessionModule],
  controllers: [OrdersController, OrderStatusController],
  // The stored documents are read for the Google Wallet link an order shows (OrdersUseCases.view).
  providers: [
    documentStorageProvider,
    OrderAccess,
    OrdersUseCases,
    StatusStreams,
    OrderStatusFastPath,
    idempotentReplays,
  ],
  exports: [OrderAccess, OrdersUseCases],
})
export class OrdersModule {}
