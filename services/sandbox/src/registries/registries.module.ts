import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { REGISTRIES_BEHAVIOUR_ID } from '../admin/admin.controller';
import { PartnerBehaviourStore } from '../common/partner-behaviour';
import { partnerBehaviourMiddleware } from '../common/partner-behaviour.middleware';
import { SandboxCommonModule } from '../common/sandbox-common.module';
import { RegistriesController } from './registries.controller';

/** The sandbox's state registries (RCA Data, companies, cadastre), with run-time behaviour like any partner. */
@Module({
  imports: [SandboxCommonModule],
  controllers: [RegistriesController],
})
export class RegistriesModule implements NestModule {
  constructor(private readonly behaviours: PartnerBehaviourStore) {
    behaviours.register(REGISTRIES_BEHAVIOUR_ID, { latencyMs: 40, failureRate: 0, mode: 'up' });
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(partnerBehaviourMiddleware(this.behaviours, () => REGISTRIES_BEHAVIOUR_ID))
      .forRoutes(RegistriesController);
  }
}
