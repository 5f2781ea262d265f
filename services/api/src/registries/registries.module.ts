import { Module } from '@nestjs/common';
import { RegistriesClient } from '@asiguro/partners';
import { registriesProvider } from './registries.provider';

/** One registries client (and circuit breaker) for the process. */
@Module({ providers: [registriesProvider], exports: [RegistriesClient] })
export class RegistriesModule {}
