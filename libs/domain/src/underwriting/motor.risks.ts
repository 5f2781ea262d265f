import { calendarDay, formatDay } from '../calendar/calendar-day';
import { rcaZoneOf } from '../tariffs/rca.tariff';
import type { TariffRiskInput } from '../tariffs/quote';
import type { ProductDetails } from '../catalogue/details-examples';
import { isTrailerVehicle, towingVehicleRule } from '../validation/towing-vehicle.rule';
import { dayOf, isoDay } from './details-reader';
import {
  driverProfile,
  invalidOptions,
  mapped,
  missingFacts,
  type RiskAssumption,
  type RiskMapper,
  type RiskRefusal,
} from './risk-mapping';
import type { UnderwritingFacts } from './underwriting.types';
import { vehicleMismatches } from './vehicle-facts';

const CERTIFICATE_PATH = 'vehicle.certificateNumber';
const TOWING_CERTIFICATE_PATH = 'towingVehicle.certificateNumber';

/**
 * An RCA trailer — a trailer by RCA Data, whatever the client said — names the vehicle towing it,
 * and RCA Data's record of that vehicle must not be a trailer either (spec §5: a tractor unit
 * must be a vehicle). The details carry only the towing vehicle's certificate; its record is the
 * `towingVehicle` facts (factsNeeded lists the look-up).
 */
function towingRefusal(details: ProductDetails<'rca'>, facts: UnderwritingFacts): RiskRefusal | undefined {
  if (!facts.vehicle || !isTrailerVehicle(facts.vehicle)) return undefined;
  if (!details.towingVehicle) return invalidOptions([{ path: 'towingVehicle', key: 'required' }]);
  const towing = facts.towingVehicle;
  if (!towing) return missingFacts('towingVehicle');
  const typed = {
    certificateNumber: { value: details.towingVehicle.certificateNumber, path: TOWING_CERTIFICATE_PATH },
  };
  const mismatches = vehicleMismatches(typed, towing);
  if (mismatches.length > 0) return invalidOptions(mismatches);
  const key = towingVehicleRule(towing);
  return key ? invalidOptions([{ path: TOWING_CERTIFICATE_PATH, key }]) : undefined;
}

/**
 * RCA. From RCA Data (required): the vehicle's kind, engine, seats, weight and power, the zone
 * (rcaZoneOf the place of registration), foreign registration (country ≠ MD) and the bonus-malus
 * class. From the details: operating mode, period, and the owner type (the contractor's). The
 * driver: named drivers of a limited contract, else the contractor's age (birthday at the start
 * date) — see driverProfile. A start before the day after the current policy ends is refused, and
 * so is a trailer without a towing vehicle or towed by a trailer (towingRefusal).
 */
export const rcaRisk: RiskMapper<'rca'> = (details, { facts }) => {
  const registry = facts.vehicle;
  if (!registry) return missingFacts('vehicle');
  const mismatches = vehicleMismatches(
    { certificateNumber: { value: details.vehicle.certificateNumber, path: CERTIFICATE_PATH } },
    registry,
  );
  if (mismatches.length > 0) return invalidOptions(mismatches);
  const towing = towingRefusal(details, facts);
  if (towing) return towing;
  const start = dayOf(details.startDate);
  // RCA Data refuses overlapping policies: the new one starts once the current one has ended.
  if (isoDay(start) < registry.earliestPolicyStart) {
    return invalidOptions([
      {
        path: 'startDate',
        key: 'start-before-current-policy-ends',
        firstValid: formatDay(calendarDay(registry.earliestPolicyStart)),
      },
    ]);
  }
  const assumptions: RiskAssumption[] = [];
  const contractor = details.contractor;
  const owner: TariffRiskInput<'rca'>['owner'] =
    contractor.contractorType === 'company'
      ? { type: 'company' }
      : {
          type: 'individual',
          ...driverProfile(
            {
              drivers: details.contractType === 'limited' ? details.drivers : undefined,
              birthday: contractor.birthday,
            },
            start,
            assumptions,
          ),
        };
  return mapped<'rca'>(
    {
      vehicle: {
        category: registry.vehicleType,
        // Trailers have no engine: the tariff's default stands in and is never priced.
        ...(registry.engineType ? { engineType: registry.engineType } : {}),
        engineVolume: registry.engineVolume,
        ...(registry.seats > 0 ? { seats: registry.seats } : {}),
        authorizedWeightKg: registry.authorizedWeightKg,
        ...(registry.powerHp ? { powerHp: registry.powerHp } : {}),
      },
      zone: rcaZoneOf(registry.registrationPlace),
      owner,
      operatingMode: details.operatingMode,
      periodDays: details.insuranceValidity,
      foreignRegistered: registry.registrationCountry.toUpperCase() !== 'MD',
      bonusMalusClass: registry.bonusMalusClass,
    },
    assumptions,
    { vehicle: 'vehicle', periodDays: 'insuranceValidity' },
  );
};
