import { addonPath, ROAD_TAX, roVignetteFrom } from '../../catalogue/addon-definition';
import { EXAMPLE_CODES, SAMPLE_VEHICLE } from '../../catalogue/example-parties';
import { money } from '../../money/money';
import { isVehicleCertificate } from '../../validation/vehicle-certificate.validator';
import { isoDateOf } from '../../underwriting/details-dates';
import { known } from '../../underwriting/known-facts';
import { invalidOptions } from '../../underwriting/risk-mapping';
import { greenCardClassesFor, knownVehicle, vehicleMismatches } from '../../underwriting/vehicle-facts';
import { vehicleContract, vehicleSection } from '../../underwriting/vehicle-sections';
import { defineLine } from '../product-line';
import { greenCardSpec } from './green-card.product';
import { greenCardRiskSchema, priceGreenCard } from './green-card.tariff';
import { GREEN_CARD_TEXTS } from './green-card.texts';

/**
 * Green Card, cross-border motor liability (domain.md §3, §10.2): the car RCA Data knows by its
 * permanent certificate, a zone and a vehicle class, 15 days to 12 months, an optional trailer.
 * Sold by eight of the nine insurers (Moldcargo sells no RCA but sells the Green Card), priced in
 * EUR from the NBM reference with each insurer's loading.
 */
export const greenCardLine = defineLine({
  spec: greenCardSpec,
  texts: GREEN_CARD_TEXTS,
  icon: [
    { shape: 'circle', cx: 12, cy: 12, r: 8.5 },
    {
      shape: 'path',
      d: 'M3.5 12h17M12 3.5c2.4 2.4 3.5 5.2 3.5 8.5s-1.1 6.1-3.5 8.5c-2.4-2.4-3.5-5.2-3.5-8.5s1.1-6.1 3.5-8.5z',
    },
  ],
  sellers: {
    moldasig: 1.0,
    donaris: 1.02,
    grawe: 1.03,
    'acord-grup': 1.0,
    general: 1.01,
    intact: 1.0,
    asterra: 1.0,
    transelit: 1.02,
    moldcargo: 1.0,
  },
  documents: ['demand', 'policy', 'invoice', 'wallet_pass', 'google_pass'],
  inMyAccount: true,
  addons: [
    roVignetteFrom('startDate'),
    ROAD_TAX,
    {
      type: 'roadside-assistance-eu',
      prefill: [addonPath('vehicle'), addonPath('contractor'), addonPath('startDate', 'contractStartDate')],
    },
    // The paper card brought to the contractor's address (the customer may give another one in Chișinău).
    {
      type: 'courier-delivery',
      prefill: [addonPath('contractor.address', 'address.street')],
      fixed: { 'address.locality': 'Chișinău' },
    },
  ],
  example: (start) => ({
    vehicle: { certificateNumber: '123456789' },
    vehicleClass: 'A' as const,
    zone: 'CA' as const,
    insuranceValidity: 15 as const,
    startDate: start,
    contractor: { contractorType: 'individual' as const, idnp: EXAMPLE_CODES.idnp },
  }),
  startField: 'startDate',
  tariff: { riskSchema: greenCardRiskSchema, price: priceGreenCard },
  /**
   * Zone, class and period as chosen; a trailer when its certificate is given. The registration
   * country comes from RCA Data (the details' permanent certificate already implies Moldova); a
   * provisional certificate is never eligible. The chosen class must fit the vehicle the registry
   * describes (a car is A, a truck C1/C2 by weight, a bus E1/E2 by seats).
   */
  risk: (details, { facts }) => {
    const registry = facts.vehicle;
    if (registry) {
      const mismatches = vehicleMismatches(
        { certificateNumber: { value: details.vehicle.certificateNumber, path: 'vehicle.certificateNumber' } },
        registry,
      );
      if (mismatches.length > 0) return invalidOptions(mismatches);
    }
    const vehicle = knownVehicle(details.vehicle, registry);
    if (!greenCardClassesFor(vehicle).includes(details.vehicleClass)) {
      return invalidOptions([{ path: 'vehicleClass', key: 'invalid-option' }]);
    }
    return {
      ok: true,
      risk: {
        zone: details.zone,
        vehicleClass: details.vehicleClass,
        periodDays: details.insuranceValidity,
        trailer: details.trailer !== undefined,
        registrationCountry: registry?.registrationCountry ?? 'MD',
        provisionalCertificate: !isVehicleCertificate(details.vehicle.certificateNumber),
      },
      assumptions: [],
      sources: { periodDays: 'insuranceValidity' },
    };
  },
  periodDays: (details) => details.insuranceValidity,
  /** A Green Card insures the vehicle, whoever drives it: it names no person. */
  insuredPersons: () => [],
  contract: (details, facts) => ({
    vehicle: vehicleContract(details.vehicle, facts),
    zone: details.zone,
    vehicleClass: details.vehicleClass,
    ...known({ trailerCertificate: details.trailer?.certificateNumber }),
    startDate: isoDateOf(details.startDate),
    periodDays: details.insuranceValidity,
  }),
  printed: {
    sections: ['vehicle', 'greenCard'],
    statements: ['vehicle', 'green-card'],
    subject: (details, facts) => ({
      vehicle: vehicleSection(details.vehicle, facts),
      greenCard: { zone: details.zone, vehicleClass: details.vehicleClass },
    }),
    sample: () => ({
      price: money(71.82, 'EUR'),
      from: '2025-06-03',
      to: '2025-07-02',
      extra: { vehicle: SAMPLE_VEHICLE, greenCard: { zone: 'CA', vehicleClass: 'A' } },
    }),
  },
});
