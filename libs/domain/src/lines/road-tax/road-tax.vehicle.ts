import type { VehicleFacts } from '../../underwriting/underwriting.types';
import type { RoadTaxRisk } from './road-tax.tariff';

/** Above this authorised weight a trailer is taken for a semitrailer when RCA Data does not say which. */
export const SEMITRAILER_MIN_KG = 10_000;

/** EU bodywork codes (Regulation (EU) 2018/858 Annex I part C) of the vehicles the Tax Code calls road tractors. */
const ROAD_TRACTOR_BODIES = ['BC', 'BD'];
/** EU bodywork codes of semitrailers (DA) and of the other trailers (drawbar, centre-axle, rigid drawbar). */
const SEMITRAILER_BODIES = ['DA'];
const TRAILER_BODIES = ['DB', 'DC', 'DE'];

/** The road tax's kind of a registered vehicle: its bodywork tells a tractor unit from a truck, a semitrailer from a trailer. */
export function roadTaxKind(registry: VehicleFacts): RoadTaxRisk['vehicle']['kind'] {
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
