import { EXAMPLE_INDIVIDUAL, exampleCarDetails, SAMPLE_VEHICLE } from '../../catalogue/example-parties';
import { money } from '../../money/money';
import { dayOf, isoDateOf } from '../../underwriting/details-dates';
import { insuredPersonOf } from '../../underwriting/insured-person';
import { known } from '../../underwriting/known-facts';
import { driverProfile, invalidOptions, missingFacts, type RiskAssumption } from '../../underwriting/risk-mapping';
import { knownVehicle, vehicleAgeYears, vehicleMismatches } from '../../underwriting/vehicle-facts';
import { drivingLicences, vehicleContract, vehicleSection } from '../../underwriting/vehicle-sections';
import { formatDmy, parseDmy, plusDays } from '../../validation/calendar-date';
import { defineLine } from '../product-line';
import { cascoSpec } from './casco.product';
import { CASCO_BASE_RATES, cascoRiskSchema, priceCasco } from './casco.tariff';
import { CASCO_TEXTS } from './casco.texts';

/** CASCO prices a year; shorter periods are not in the tariff (domain.md §10.5). */
const CASCO_PERIOD_DAYS = 365;

/**
 * CASCO, voluntary car insurance (domain.md §9, §10.5): the car RCA Data knows by its
 * certificate, its market value in lei (the sum insured), territory, deductible, anti-theft,
 * instalments, the usual drivers, the period, start and contractor. Each seller prices it from its
 * own base rate (CASCO_BASE_RATES, its `sellers` number) rather than a loading.
 */
export const cascoLine = defineLine({
  spec: cascoSpec,
  texts: CASCO_TEXTS,
  icon: [
    { shape: 'path', d: 'M12 3.5 19 6v5.5c0 4.4-3 7.7-7 9-4-1.3-7-4.6-7-9V6z' },
    { shape: 'path', d: 'm9 12 2 2 4-4' },
  ],
  sellers: CASCO_BASE_RATES,
  documents: ['demand', 'contract', 'policy', 'invoice', 'wallet_pass', 'google_pass'],
  inMyAccount: true,
  example: (start) => ({
    // The inspection is valid well beyond the start (193 days on).
    vehicle: exampleCarDetails(formatDmy(plusDays(parseDmy(start)!, 193))),
    marketValue: '250000',
    territory: 'MD' as const,
    deductible: 1 as const,
    antiTheft: true,
    installments: 1 as const,
    insuranceValidity: 365 as const,
    startDate: start,
    contractor: EXAMPLE_INDIVIDUAL,
  }),
  startField: 'startDate',
  tariff: { riskSchema: cascoRiskSchema, price: priceCasco },
  /**
   * The market value typed (lei) is the sum insured; the vehicle's age in years on the start date
   * from its first registration (details, else RCA Data's year); the driver from the usual
   * drivers, else the contractor (driverProfile); deductible, territory, anti-theft and
   * instalments as chosen. No-claims discounts are never asked (0%).
   */
  risk: (details, { facts }) => {
    if (details.insuranceValidity !== CASCO_PERIOD_DAYS) {
      return invalidOptions([{ path: 'insuranceValidity', key: 'invalid-option' }]);
    }
    const registry = facts.vehicle;
    if (registry) {
      const mismatches = vehicleMismatches(
        { certificateNumber: { value: details.vehicle.certificateNumber, path: 'vehicle.certificateNumber' } },
        registry,
      );
      if (mismatches.length > 0) return invalidOptions(mismatches);
    }
    const start = dayOf(details.startDate);
    const vehicle = knownVehicle(details.vehicle, registry);
    const vehicleAge = vehicleAgeYears(vehicle, start);
    if (vehicleAge === undefined) return missingFacts('vehicle');
    const assumptions: RiskAssumption[] = [];
    const contractor = details.contractor;
    const driver = driverProfile(
      {
        drivers: details.drivers,
        birthday: contractor.contractorType === 'individual' ? contractor.birthday : undefined,
      },
      start,
      assumptions,
    );
    return {
      ok: true,
      risk: {
        sumInsured: Number(details.marketValue),
        vehicleAgeYears: vehicleAge,
        driver,
        deductiblePercent: details.deductible,
        territory: details.territory,
        antiTheft: details.antiTheft,
        noClaimsDiscountPercent: 0,
        instalments: details.installments,
      },
      assumptions,
      sources: { sumInsured: 'marketValue', vehicleAgeYears: 'vehicle', driver: 'drivers' },
    };
  },
  periodDays: (details) => details.insuranceValidity,
  /** The usual drivers the customer named. */
  insuredPersons: (details) => (details.drivers ?? []).map(insuredPersonOf),
  contract: (details, facts) => ({
    vehicle: vehicleContract(details.vehicle, facts),
    sumInsured: money(Number(details.marketValue), 'MDL'),
    territory: details.territory,
    deductiblePercent: details.deductible,
    antiTheft: details.antiTheft,
    instalments: details.installments,
    ...known({ drivingLicences: details.drivers ? drivingLicences(details.drivers) : undefined }),
    startDate: isoDateOf(details.startDate),
    periodDays: details.insuranceValidity,
  }),
  printed: {
    sections: ['vehicle'],
    statements: ['vehicle', 'sum-insured', 'covered-risks'],
    subject: (details, facts) => ({
      vehicle: vehicleSection(details.vehicle, facts),
      coverage: { sumInsured: money(Number(details.marketValue), 'MDL'), deductiblePercent: details.deductible },
    }),
    sample: () => ({
      price: money(9850, 'MDL'),
      from: '2025-06-03',
      to: '2026-06-02',
      extra: { vehicle: SAMPLE_VEHICLE, coverage: { sumInsured: money(245000, 'MDL'), deductiblePercent: 1 } },
    }),
  },
});
