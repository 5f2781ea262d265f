import { calendarDay, formatDay } from '../../calendar/calendar-day';
import { ROAD_TAX, roVignetteFrom } from '../../catalogue/addon-definition';
import { EXAMPLE_CODES, exampleCarDetails, SAMPLE_VEHICLE } from '../../catalogue/example-parties';
import { money } from '../../money/money';
import { dayOf, isoDateOf, isoDay } from '../../underwriting/details-dates';
import { insuredPersonOf } from '../../underwriting/insured-person';
import { known } from '../../underwriting/known-facts';
import {
  driverProfile,
  invalidOptions,
  missingFacts,
  type RiskAssumption,
  type RiskRefusal,
} from '../../underwriting/risk-mapping';
import type { UnderwritingFacts } from '../../underwriting/underwriting.types';
import { vehicleMismatches } from '../../underwriting/vehicle-facts';
import { drivingLicences, vehicleContract, vehicleSection } from '../../underwriting/vehicle-sections';
import { formatDmy, parseDmy, plusDays } from '../../validation/calendar-date';
import { isTrailerVehicle, towingVehicleRule } from '../../validation/towing-vehicle.rule';
import { defineLine } from '../product-line';
import { rcaSpec } from './rca.product';
import { priceRca, rcaRiskSchema, rcaZoneOf, type RcaRisk } from './rca.tariff';
import { RCA_TEXTS } from './rca.texts';

const CERTIFICATE_PATH = 'vehicle.certificateNumber';
const TOWING_CERTIFICATE_PATH = 'towingVehicle.certificateNumber';

/**
 * An RCA trailer — a trailer by RCA Data, whatever the client said — names the vehicle towing it,
 * and RCA Data's record of that vehicle must not be a trailer either (spec §5: a tractor unit
 * must be a vehicle). The details carry only the towing vehicle's certificate; its record is the
 * `towingVehicle` facts (factsNeeded lists the look-up).
 */
function towingRefusal(
  details: { towingVehicle?: { certificateNumber: string } },
  facts: UnderwritingFacts,
): RiskRefusal | undefined {
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
 * RCA, compulsory motor third-party liability (spec §1; domain.md §2.4, §10.1): the car RCA Data
 * knows by its certificate, priced from the NBM reference premium with each insurer's loading and
 * adjustments, then the bonus-malus class RCA Data keeps for the vehicle. Its policy states the
 * contract type, the bonus-malus class and the legal limits, and comes with the amicable
 * settlement form (the European accident report).
 */
export const rcaLine = defineLine({
  spec: rcaSpec,
  texts: RCA_TEXTS,
  icon: [
    { shape: 'path', d: 'M5 16V11.5L6.8 7.2A2 2 0 0 1 8.6 6h6.8a2 2 0 0 1 1.8 1.2L19 11.5V16' },
    { shape: 'path', d: 'M3.5 16h17v2.5a1 1 0 0 1-1 1H18a1 1 0 0 1-1-1V18H7v.5a1 1 0 0 1-1 1H4.5a1 1 0 0 1-1-1z' },
    { shape: 'path', d: 'M5 11.5h14' },
    { shape: 'circle', cx: 7.5, cy: 14, r: 0.6 },
    { shape: 'circle', cx: 16.5, cy: 14, r: 0.6 },
  ],
  sellers: {
    moldasig: 1.0,
    donaris: 1.05,
    grawe: 1.08,
    'acord-grup': 1.02,
    general: 1.04,
    intact: 1.03,
    asterra: 1.01,
    transelit: 1.06,
  },
  documents: ['demand', 'contract', 'policy', 'amicable_settlement', 'invoice', 'wallet_pass', 'google_pass'],
  inMyAccount: true,
  /** The Romanian vignette from the cover's start and the road tax, for the same car. */
  addons: [roVignetteFrom('startDate'), ROAD_TAX],
  example: (start) => ({
    // The inspection is valid well beyond the start (193 days on).
    vehicle: exampleCarDetails(formatDmy(plusDays(parseDmy(start)!, 193))),
    operatingMode: 'normal' as const,
    ownership: 'property' as const,
    contractType: 'unlimited' as const,
    insuranceValidity: 365 as const,
    startDate: start,
    contractor: { contractorType: 'individual' as const, idnp: EXAMPLE_CODES.idnp },
  }),
  startField: 'startDate',
  tariff: { riskSchema: rcaRiskSchema, price: (risk, insurer, loading) => priceRca(risk, insurer, loading) },
  /**
   * From RCA Data (required): the vehicle's kind, engine, seats, weight and power, the zone
   * (rcaZoneOf the place of registration), foreign registration (country ≠ MD) and the bonus-malus
   * class. From the details: operating mode, period, and the owner type (the contractor's). The
   * driver: named drivers of a limited contract, else the contractor's age (birthday at the start
   * date) — see driverProfile. A start before the day after the current policy ends is refused,
   * and so is a trailer without a towing vehicle or towed by a trailer (towingRefusal).
   */
  risk: (details, { facts }) => {
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
    const owner: RcaRisk['owner'] =
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
    return {
      ok: true,
      risk: {
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
      sources: { vehicle: 'vehicle', periodDays: 'insuranceValidity' },
    };
  },
  periodDays: (details) => details.insuranceValidity,
  /** The named drivers of a limited contract. */
  insuredPersons: (details) => (details.drivers ?? []).map(insuredPersonOf),
  contract: (details, facts) => ({
    vehicle: vehicleContract(details.vehicle, facts),
    ...known({
      towingVehicleCertificate: details.towingVehicle?.certificateNumber,
      operatingMode: details.operatingMode,
      ownership: details.ownership,
      ownershipDocument: details.documentNumber
        ? known({ number: details.documentNumber, date: details.documentDate && isoDateOf(details.documentDate) })
        : undefined,
      contractType: details.contractType,
      drivingLicences: details.drivers ? drivingLicences(details.drivers) : undefined,
    }),
    startDate: isoDateOf(details.startDate),
    periodDays: details.insuranceValidity,
  }),
  printed: {
    sections: ['vehicle', 'motor'],
    statements: ['vehicle', 'contract-type', 'bonus-malus', 'liability-limits'],
    subject: (details, facts) => ({
      vehicle: vehicleSection(details.vehicle, facts),
      motor: {
        contractType: details.contractType,
        ...(facts.vehicle ? { bonusMalusClass: String(facts.vehicle.bonusMalusClass) } : {}),
      },
    }),
    sample: () => ({
      price: money(1276, 'MDL'),
      from: '2025-06-03',
      to: '2026-06-02',
      extra: {
        vehicle: SAMPLE_VEHICLE,
        motor: { contractType: 'unlimited', bonusMalusClass: '9' },
        coverage: {
          limits: [
            { key: 'propertyDamagePerAccident', amount: money(100_000, 'EUR') },
            { key: 'bodilyInjuryPerPerson', amount: money(100_000, 'EUR') },
            { key: 'bodilyInjuryPerAccident', amount: money(500_000, 'EUR') },
            { key: 'moralDamagePerPerson', amount: money(5_000, 'EUR') },
            { key: 'moralDamagePerAccident', amount: money(10_000, 'EUR') },
          ],
        },
      },
    }),
  },
});
