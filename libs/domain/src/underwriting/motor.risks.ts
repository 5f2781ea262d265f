import { invalidOptions, mapped, missingFacts, type RiskMapper } from './risk-mapping';
import type { RoadTaxRisk } from '../tariffs/road-tax.tariff';
import type { VehicleFacts } from './underwriting.types';
import { vehicleMismatches } from './vehicle-facts';

const CERTIFICATE_PATH = 'vehicle.certificateNumber';

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
