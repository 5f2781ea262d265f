import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { PartnerBehaviourStore } from '../common/partner-behaviour';
import { partnerBehaviourMiddleware } from '../common/partner-behaviour.middleware';
import { SandboxCommonModule } from '../common/sandbox-common.module';
import { CourierControlController, CourierController } from './courier.controller';
import { COURIER_BEHAVIOUR_ID, CourierDeliveries } from './courier-deliveries';

/** The courier partner (paper Green Cards in Chișinău), with run-time behaviour like any partner. */
@Module({
  imports: [SandboxCommonModule],
  controllers: [CourierController, CourierControlController],
  providers: [CourierDeliveries],
})
export class CourierModule implements NestModule {
  constructor(private readonly behaviours: PartnerBehaviourStore) {
    behaviours.register(COURIER_BEHAVIOUR_ID, { latencyMs: 30, failureRate: 0, mode: 'up' });
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(partnerBehaviourMiddleware(this.behaviours, () => COURIER_BEHAVIOUR_ID))
      .forRoutes(CourierController);
  }
}
