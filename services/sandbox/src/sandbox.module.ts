import { Controller, DynamicModule, Get, Module } from '@nestjs/common';
import { ConfigModule, Env, loggingModule } from '@asiguro/platform';
import { CourierModule } from './courier/courier.module';
import { IdentityModule } from './identity/identity.module';
import { InsurersModule } from './insurers/insurers.module';
import { MailModule } from './mail/mail.module';
import { PaymentsModule } from './payments/payments.module';
import { RatesModule } from './rates/rates.module';
import { RegistriesModule } from './registries/registries.module';
import { TestDataController } from './test-data/test-data.controller';

@Controller()
class SandboxHealthController {
  @Get('health')
  health() {
    return { status: 'ok', service: 'sandbox' };
  }
}

/**
 * One HTTP service that plays every partner in development and tests. Each partner family is its
 * own feature module with its own URL prefix, so swapping a sandbox for the real partner is a
 * base-URL change in configuration.
 */
@Module({})
export class SandboxModule {
  static forRoot(config: Env): DynamicModule {
    return {
      module: SandboxModule,
      imports: [
        ConfigModule.forRoot(config),
        loggingModule(config, 'sandbox'),
        InsurersModule,
        PaymentsModule,
        RegistriesModule,
        RatesModule,
        MailModule,
        IdentityModule,
        CourierModule,
      ],
      controllers: [SandboxHealthController, TestDataController],
    };
  }
}
