import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { RatesModule } from '../rates/rates.module';
import { StorefrontData } from './storefront-data.service';

/** What the storefront's server-rendered pages read from the API (see mount-storefront.ts). */
@Module({ imports: [RatesModule, DocumentsModule], providers: [StorefrontData], exports: [StorefrontData] })
export class StorefrontModule {}
