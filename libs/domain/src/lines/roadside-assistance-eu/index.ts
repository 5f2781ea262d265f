import { EXAMPLE_CODES, exampleCarDetails, SAMPLE_VEHICLE } from '../../catalogue/example-parties';
import { money } from '../../money/money';
import { dayOf, isoDateOf } from '../../underwriting/details-dates';
import { invalidOptions, missingFacts, type RiskAssumption } from '../../underwriting/risk-mapping';
import { knownVehicle, vehicleAgeYears, vehicleMismatches } from '../../underwriting/vehicle-facts';
import { vehicleContract, vehicleSection } from '../../underwriting/vehicle-sections';
import { formatDmy, parseDmy, plusDays } from '../../validation/calendar-date';
import { roadAssistanceEligibility } from '../../validation/road-assistance-eligibility.rule';
import { defineLine } from '../product-line';
import { roadsideAssistanceSpec } from './roadside-assistance-eu.product';
import { priceRoadsideAssistance, roadsideAssistanceRiskSchema } from './roadside-assistance-eu.tariff';
import { ROADSIDE_ASSISTANCE_TEXTS } from './roadside-assistance-eu.texts';

/**
 * Road assistance in Romania or Romania and the EU (domain.md §9, §10.8): a passenger car known
 * to RCA Data by its certificate, the coverage, the period and the contract's start. Sold alone,
 * and as an add-on of a Green Card (catalogue/addons.ts).
 */
export const roadsideAssistanceLine = defineLine({
  spec: roadsideAssistanceSpec,
  texts: ROADSIDE_ASSISTANCE_TEXTS,
  icon: [
    { shape: 'path', d: 'M3.5 16.5V9.5h9v7M12.5 11.5h4l3 3v2h-7' },
    { shape: 'circle', cx: 7, cy: 17.5, r: 1.6 },
    { shape: 'circle', cx: 16.5, cy: 17.5, r: 1.6 },
    { shape: 'path', d: 'M6 9.5 9 5.5' },
  ],
  sellers: { moldasig: 1.0, donaris: 0.95, 'acord-grup': 1.05, intact: 0.98 },
  documents: ['contract', 'policy', 'invoice', 'wallet_pass', 'google_pass'],
  inMyAccount: true,
  example: (start) => ({
    // The inspection is valid well beyond the start (193 days on).
    vehicle: exampleCarDetails(formatDmy(plusDays(parseDmy(start)!, 193))),
    coverage: 'RO_EU' as const,
    insuranceValidity: 30 as const,
    contractStartDate: start,
    contractor: { contractorType: 'individual' as const, idnp: EXAMPLE_CODES.idnp },
  }),
  startField: 'contractStartDate',
  tariff: { riskSchema: roadsideAssistanceRiskSchema, price: priceRoadsideAssistance },
  /**
   * Only a passenger car (M1) with at most 9 seats, no standing places and a technical inspection
   * valid on the first day (spec §5) — anything else, or anything unknown, is
   * `road-assistance-eligibility`. The vehicle's age is counted on the start date from its first
   * registration.
   */
  risk: (details, { facts }) => {
    const registry = facts.vehicle;
    if (!registry && details.vehicle.vehicleCategory === undefined && details.vehicle.vehicleType === undefined) {
      return missingFacts('vehicle');
    }
    if (registry) {
      const mismatches = vehicleMismatches(
        { certificateNumber: { value: details.vehicle.certificateNumber, path: 'vehicle.certificateNumber' } },
        registry,
      );
      if (mismatches.length > 0) return invalidOptions(mismatches);
    }
    const start = dayOf(details.contractStartDate);
    const vehicle = knownVehicle(details.vehicle, registry);
    const verdict = roadAssistanceEligibility(
      {
        vehicleCategory: vehicle.euCategory,
        placesNumber: vehicle.seats,
        standingPlaces: vehicle.standingPlaces,
        technicalInspectionValidUntil: vehicle.technicalInspectionValidUntil,
      },
      start,
    );
    if (verdict || vehicle.seats === undefined) {
      return {
        ok: false,
        code: 'road-assistance-eligibility',
        issues: [{ path: 'vehicle', key: 'road-assistance-eligibility' }],
      };
    }
    const assumptions: RiskAssumption[] = [];
    let ageYears = vehicleAgeYears(vehicle, start);
    if (ageYears === undefined) {
      ageYears = 0;
      assumptions.push({ factor: 'vehicle-age', note: 'first registration unknown: no old-vehicle surcharge' });
    }
    return {
      ok: true,
      risk: {
        coverage: details.coverage,
        periodDays: details.insuranceValidity,
        vehicle: {
          // Eligibility holds for passenger cars only.
          category: 'M1' as const,
          seats: vehicle.seats,
          standingPlaces: (vehicle.standingPlaces ?? 0) > 0,
          technicalInspectionValid: true,
          ageYears,
        },
      },
      assumptions,
      sources: { periodDays: 'insuranceValidity', vehicle: 'vehicle' },
    };
  },
  periodDays: (details) => details.insuranceValidity,
  insuredPersons: () => [],
  contract: (details, facts) => ({
    vehicle: vehicleContract(details.vehicle, facts),
    coverage: details.coverage,
    startDate: isoDateOf(details.contractStartDate),
    periodDays: details.insuranceValidity,
  }),
  printed: {
    sections: ['vehicle'],
    statements: ['vehicle'],
    subject: (details, facts) => ({
      vehicle: vehicleSection(details.vehicle, facts),
      coverage: { assistance: details.coverage },
    }),
    sample: () => ({
      price: money(22, 'EUR'),
      from: '2025-06-03',
      to: '2025-07-02',
      extra: { vehicle: SAMPLE_VEHICLE, coverage: { assistance: 'RO_EU' } },
    }),
  },
});
