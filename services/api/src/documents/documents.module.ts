import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { documentStorageProvider } from './document-storage.provider';
import { DocumentsController } from './documents.controller';

@Module({
  imports: [OrdersModule],
  controllers: [DocumentsController],
  providers: [documentStorageProvider],
})
export class DocumentsModule {}
