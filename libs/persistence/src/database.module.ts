import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type Env } from '@asiguro/platform';
import { dataSourceOptions } from './data-source';

/** TypeORM for Nest processes, configured from the validated configuration. */
@Module({})
export class DatabaseModule {
  static forRoot(): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: Env) => dataSourceOptions(config.DATABASE_URL),
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}
