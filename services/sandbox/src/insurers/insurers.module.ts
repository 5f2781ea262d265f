import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import type { Request } from 'express';
import { AdminController } from '../admin/admin.controller';
import { PartnerBehaviourStore } from '../common/partner-behaviour';
import { partnerBehaviourMiddleware } from '../common/partner-behaviour.middleware';
import { SandboxCommonModule } from '../common/sandbox-common.module';
import { InsurerAccessService } from './insurer-access.service';
import { InsurerIssuanceService } from './insurer-issuance.service';
import { INSURER_PERSONALITIES } from './insurer-personalities';
import { InsurerPersonalityStore } from './insurer-personality.store';
import { InsurersController } from './insurers.controller';

/** The slug in /insurers/:slug/…, the partner whose behaviour a request plays. */
function insurerOf(req: Request): string | undefined {
  return /^\/insurers\/([^/?]+)/.exec(req.originalUrl)?.[1];
}

/**
 * The sandbox's insurers and state issuers, plus the sandbox control API (admin), whose
 * behaviour store covers every simulated partner.
 */
@Module({
  imports: [SandboxCommonModule],
  controllers: [InsurersController, AdminController],
  providers: [InsurerAccessService, InsurerIssuanceService, InsurerPersonalityStore],
})
export class InsurersModule implements NestModule {
  constructor(private readonly behaviours: PartnerBehaviourStore) {
    for (const personality of INSURER_PERSONALITIES.values()) {
      behaviours.register(personality.slug, { latencyMs: personality.latencyMs, failureRate: 0, mode: 'up' });
    }
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(partnerBehaviourMiddleware(this.behaviours, insurerOf)).forRoutes(InsurersController);
  }
}
