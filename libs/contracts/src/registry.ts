import { z } from 'zod';
import { anyVehicleCertificateSchema, bonusMalusClassSchema, idnxSchema } from '@asiguro/domain';
import type { RouteDefinition } from './client/define-route';
import { calendarDaySchema } from './common';

/**
 * POST /api/registries/vehicle: what the order form shows back once the customer typed the
 * registration certificate and the owner's code. In the body, never in the URL (personal data).
 */
export const vehicleEchoRequestSchema = z
  .object({ certificateNumber: anyVehicleCertificateSchema, ownerCode: idnxSchema })
  .strict();
export type VehicleEchoRequest = z.infer<typeof vehicleEchoRequestSchema>;

/**
 * The registry's vehicle, as far as the registration certificate the customer holds already
 * prints it (make, model, plate, VIN, category, engine volume), with what the price depends on:
 * the bonus-malus class (and its factor) and when the current RCA policy ends. Never the owner's
 * name, nor the current policy's insurer or number.
 */
export const vehicleEchoSchema = z.object({
  make: z.string(),
  model: z.string(),
  plateNumber: z.string(),
  vinCode: z.string(),
  /** Registration category (M1 cars, N1 light goods vehicles, L motorcycles…). */
  vehicleCategory: z.string(),
  /** cm³; 0 for electric vehicles and trailers. */
  engineVolume: z.number().int().min(0),
  bonusMalusClass: bonusMalusClassSchema,
  /** K_BM of the class: below 1 a discount for years without claims, above 1 a surcharge. */
  bonusMalusFactor: z.number().positive(),
  /** The last day of the current RCA policy, when the registry knows one. */
  currentPolicyEndsOn: calendarDaySchema.nullable(),
  /** The first day a new RCA policy may start: the day after the current one ends, or today. */
  earliestStart: calendarDaySchema,
});
export type VehicleEcho = z.infer<typeof vehicleEchoSchema>;

/** The vehicle registry's answer for a certificate and its owner's code (in the body: personal data). */
export const vehicleEchoRoute = {
  method: 'POST',
  path: '/api/registries/vehicle',
  body: vehicleEchoRequestSchema,
  response: vehicleEchoSchema,
  errors: ['invalid-options', 'partner-unavailable'],
} as const satisfies RouteDefinition;
