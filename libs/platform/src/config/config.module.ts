import { DynamicModule, Global, Module } from '@nestjs/common';
import type { Env } from './env.schema';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Makes the validated configuration injectable everywhere as `@Inject(APP_CONFIG) config: Env`. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: Env): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
