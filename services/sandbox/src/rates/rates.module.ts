import { Module } from '@nestjs/common';
import { NbmController } from './nbm.controller';

/** The exchange-rate source: the National Bank of Moldova's official rates in its XML format (`/bnm`). */
@Module({ controllers: [NbmController] })
export class RatesModule {}
