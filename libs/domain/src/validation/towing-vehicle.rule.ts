import type { ValidationKey } from './validation-keys';

/**
 * When a trailer is insured, the vehicle towing it must be a motor vehicle: a trailer cannot tow
 * (spec §5, "a tractor unit must be a vehicle"). `towingIsTrailer` comes from the registry record
 * of the towing vehicle's certificate.
 */
export function towingVehicleRule(towing: { isTrailer?: boolean } | undefined): ValidationKey | null {
  return towing?.isTrailer === true ? 'towing-is-trailer' : null;
}
