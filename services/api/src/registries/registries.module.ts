import { Module } from '@nestjs/common';
import { RegistriesClient } from '@asiguro/partners';
import { registriesProvider } from './registries.provider';
import { VehicleEchoController } from './vehicle-echo.controller';

/** One registries client (and circuit breaker) for the process, and the order form's vehicle look-up. */
@Module({ controllers: [VehicleEchoController], providers: [registriesProvider], exports: [RegistriesClient] })
export class RegistriesModule {}
