import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { DocumentFiles } from './document-files.service';
import { documentStorageProvider } from './document-storage.provider';
import { DocumentsController } from './documents.controller';
import { PolicyChecks } from './policy-checks.service';

@Module({
  imports: [OrdersModule],
  controllers: [DocumentsController],
  providers: [documentStorageProvider, DocumentFiles, PolicyChecks],
  exports: [PolicyChecks],
})
export class DocumentsModule {}
