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
import type { RoadTaxRisk } from '../tariffs/road-tax.tariff';
import type { UnderwritingFacts, VehicleFacts } from './underwriting.types';
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

/** Above this authorised weight a trailer is taken for a semitrailer when RCA Data does not say which. */
export const SEMITRAILER_MIN_KG = 10_000;

/** EU bodywork codes (Regulation (EU) 2018/858 Annex I part C) of the vehicles the Tax Code calls road tractors. */
const ROAD_TRACTOR_BODIES = ['BC', 'BD'];
/** EU bodywork codes of semitrailers (DA) and of the other trailers (drawbar, centre-axle, rigid drawbar). */
const SEMITRAILER_BODIES = ['DA'];
const TRAILER_BODIES = ['DB', 'DC', 'DE'];

/** The road tax's kind of a registered vehicle: its bodywork tells a tractor unit from a truck, a semitrailer from a trailer. */
function roadTaxKind(registry: VehicleFacts): RoadTaxRisk['vehicle']['kind'] {
  const body = registry.bodyType ?? '';
  switch (registry.vehicleType) {
    case 'truck':
      return ROAD_TRACTOR_BODIES.includes(body) ? 'road-tractor' : 'truck';
    case 'trailer':
      if (SEMITRAILER_BODIES.includes(body)) return 'semitrailer';
      if (TRAILER_BODIES.includes(body)) return 'trailer';
      return registry.authorizedWeightKg > SEMITRAILER_MIN_KG ? 'semitrailer' : 'trailer';
    case 'tractor':
      return 'agricultural-tractor';
    default:
      return registry.vehicleType;
  }
}

/**
 * Road tax: everything from RCA Data (required) — the kind (a tractor unit, EU bodywork BC or BD,
 * is a road tractor; a trailer is a semitrailer by its bodywork DA, or above 10 t when the
 * bodywork is unknown, ASSUMPTION; agricultural tractors are exempt), engine volume, weight, and
 * the seats without the driver's (the registry counts it). The VIN typed must be the registered
 * one, and only vehicles registered in Moldova pay it. An electric vehicle owes none (State Tax
 * Service): `road-tax-electric`, said to the customer rather than selling a zero tax. Exemptions of
 * the owner are never asked.
 */
export const roadTaxRisk: RiskMapper<'road-tax'> = (details, { facts }) => {
  const registry = facts.vehicle;
  if (!registry) return missingFacts('vehicle');
  const mismatches = vehicleMismatches(
    {
      certificateNumber: { value: details.vehicle.certificateNumber, path: CERTIFICATE_PATH },
      vin: { value: details.vehicle.vinCode, path: 'vehicle.vinCode' },
    },
    registry,
  );
  if (mismatches.length > 0) return invalidOptions(mismatches);
  if (registry.registrationCountry.toUpperCase() !== 'MD') {
    return invalidOptions([{ path: CERTIFICATE_PATH, key: 'invalid-country' }]);
  }
  if (registry.engineType === 'electric') {
    return { ok: false, code: 'road-tax-electric', issues: [{ path: CERTIFICATE_PATH, key: 'road-tax-electric' }] };
  }
  return mapped<'road-tax'>({
    vehicle: {
      kind: roadTaxKind(registry),
      electric: false,
      engineVolume: registry.engineVolume,
      authorizedWeightKg: registry.authorizedWeightKg,
      seats: Math.max(0, registry.seats - 1),
    },
    exemption: 'none',
  });
};
