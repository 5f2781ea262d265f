import { daysBetween, type CalendarDate } from './calendar-date';
import type { ValidationKey } from './validation-keys';

/** Road assistance covers passenger cars with at most this many seats, driver included (spec §5). */
export const ROAD_ASSISTANCE_MAX_SEATS = 9;

/** The registry facts road-assistance eligibility depends on. */
export interface RoadAssistanceVehicle {
  /** The EU category (M1 = passenger car). */
  vehicleCategory?: string;
  placesNumber?: number;
  standingPlaces?: number;
  /** Last day the periodic technical inspection is valid. */
  technicalInspectionValidUntil?: CalendarDate;
}

/**
 * Road assistance only for a passenger vehicle (M1) with at most 9 seats, no standing places and
 * a technical inspection valid on the cover's first day (spec §5). Unknown facts fail: the
 * insurer will not cover what it cannot check.
 */
export function roadAssistanceEligibility(
  vehicle: RoadAssistanceVehicle,
  startDate: CalendarDate,
): ValidationKey | null {
  const eligible =
    vehicle.vehicleCategory === 'M1' &&
    vehicle.placesNumber !== undefined &&
    vehicle.placesNumber <= ROAD_ASSISTANCE_MAX_SEATS &&
    (vehicle.standingPlaces ?? 0) === 0 &&
    vehicle.technicalInspectionValidUntil !== undefined &&
    daysBetween(startDate, vehicle.technicalInspectionValidUntil) >= 0;
  return eligible ? null : 'road-assistance-eligibility';
}
