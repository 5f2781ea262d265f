import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { dataSourceOptions } from './data-source';
import { CORE_REPOSITORIES } from './repositories/core-repositories';

/**
 * TypeORM for Nest processes, configured from the validated configuration, and the repositories
 * over it (global: every feature module reads and writes through them).
 */
@Module({})
export class DatabaseModule {
  static forRoot(): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: Env) => dataSourceOptions(config.DATABASE_URL),
        }),
      ],
      providers: [...CORE_REPOSITORIES],
      exports: [TypeOrmModule, ...CORE_REPOSITORIES],
    };
  }
}
