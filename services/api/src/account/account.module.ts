import { Module } from '@nestjs/common';
import { Accounts } from './accounts.service';
import { MeController } from './me.controller';
import { MyOrdersService } from './my-orders.service';

@Module({ controllers: [MeController], providers: [MyOrdersService, Accounts], exports: [MyOrdersService, Accounts] })
export class AccountModule {}
