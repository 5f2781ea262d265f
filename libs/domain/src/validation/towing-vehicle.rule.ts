import type { ValidationKey } from './validation-keys';

/**
 * What the vehicle registry (RCA Data) says of a vehicle that decides whether it can tow: its EU
 * category (O, O1–O4 are trailers) and the kind the RCA tariff uses. Structural, so a registry
 * record (@asiguro/partners VehicleRecord, underwriting's VehicleFacts) fits as it comes.
 */
export interface TowingVehicleFacts {
  vehicleCategory: string;
  vehicleType?: string;
}

/** A trailer by the registry's answer: category O (O1–O4) or the tariff kind `trailer`. */
export function isTrailerVehicle(vehicle: TowingVehicleFacts): boolean {
  return /^O\d?$/i.test(vehicle.vehicleCategory.trim()) || vehicle.vehicleType === 'trailer';
}

/**
 * When a trailer is insured, the vehicle towing it must be a motor vehicle: a trailer cannot tow
 * (spec §5, "a tractor unit must be a vehicle"). Judged on the registry's record of the towing
 * vehicle's certificate, never on what the client says of it: the RCA line's risk (lines/rca) applies it
 * to the facts the offer search looked up (factsNeeded → `towingVehicle`).
 */
export function towingVehicleRule(towing: TowingVehicleFacts): ValidationKey | null {
  return isTrailerVehicle(towing) ? 'towing-is-trailer' : null;
}
