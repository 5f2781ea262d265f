import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { bonusMalusFactor, calendarDay, DomainError } from '@asiguro/domain';
import {
  errorResponseSchema,
  vehicleEchoRequestSchema,
  vehicleEchoSchema,
  type VehicleEcho,
  type VehicleEchoRequest,
} from '@asiguro/contracts';
import { RegistriesClient, RegistryNotFoundError, type VehicleRecord } from '@asiguro/partners';
import { ApiContract, ZodPipe } from '../common/zod-contract';
import { RateLimit } from '../security/rate-limits';

/** The registry's record cut down to what the order form may show back (vehicleEchoSchema). */
export function vehicleEcho(record: VehicleRecord): VehicleEcho {
  return {
    make: record.make,
    model: record.model,
    plateNumber: record.plateNumber,
    vinCode: record.vin,
    vehicleCategory: record.vehicleCategory,
    engineVolume: record.engineVolume,
    bonusMalusClass: record.bonusMalusClass,
    bonusMalusFactor: bonusMalusFactor(record.bonusMalusClass),
    currentPolicyEndsOn: record.currentPolicy ? calendarDay(record.currentPolicy.validTo) : null,
    earliestStart: calendarDay(record.earliestPolicyStart),
  };
}

/**
 * The vehicle registry (RCA Data) as the order form uses it: the customer types the certificate
 * and the owner's code, and sees their vehicle, its bonus-malus class and when the current policy
 * ends, before choosing the period. Both must match the registry (a certificate alone reveals
 * nothing), and the look-ups are rate-limited, so the route cannot be used to trawl the registry.
 */
@ApiTags('registries')
@Controller('registries')
export class VehicleEchoController {
  constructor(private readonly registries: RegistriesClient) {}

  @Post('vehicle')
  @HttpCode(200)
  @RateLimit('registryLookups')
  @ApiContract({
    body: vehicleEchoRequestSchema,
    responses: {
      200: { description: 'The vehicle as the registry knows it', schema: vehicleEchoSchema },
      400: {
        description: 'validation-failed, invalid-options (no such certificate for that owner)',
        schema: errorResponseSchema,
      },
      429: { description: 'rate-limited', schema: errorResponseSchema },
      502: { description: 'partner-unavailable: the registry did not answer', schema: errorResponseSchema },
    },
  })
  async lookup(@Body(new ZodPipe(vehicleEchoRequestSchema)) body: VehicleEchoRequest): Promise<VehicleEcho> {
    try {
      return vehicleEcho(await this.registries.lookupVehicle(body));
    } catch (error) {
      if (error instanceof RegistryNotFoundError) {
        throw new DomainError('invalid-options', {
          issues: [{ path: 'certificateNumber', key: 'invalid-certificate' }],
        });
      }
      throw error;
    }
  }
}
