import { EXAMPLE_COMPANY_CONTRACTOR, SAMPLE_VEHICLE } from '../../catalogue/example-parties';
import { labelOf } from '../../catalogue/option';
import { MOLDOVAN_REGION_OPTIONS } from '../../catalogue/options/regions.options';
import { money } from '../../money/money';
import { invalidOptions, missingFacts } from '../../underwriting/risk-mapping';
import { vehicleMismatches } from '../../underwriting/vehicle-facts';
import { vehicleContract, vehicleSection } from '../../underwriting/vehicle-sections';
import { todayIn } from '../../validation/calendar-date';
import { defineLine } from '../product-line';
import { roadTaxKind } from './road-tax.vehicle';
import { roadTaxSpec } from './road-tax.product';
import { priceRoadTax, ROAD_TAX_PERIOD_DAYS, roadTaxRiskSchema } from './road-tax.tariff';
import { ROAD_TAX_TEXTS } from './road-tax.texts';

const CERTIFICATE_PATH = 'vehicle.certificateNumber';

/** The tax is annual, for the year it is paid in (Chișinău's calendar). */
const taxYearOf = (paidAt: Date) => todayIn(paidAt).getFullYear();

/**
 * Moldovan road tax (domain.md §5, §10.9): the official tax for the current year, paid to the State
 * Tax Service (SFS) through its system, plus the marketplace's service fee; sold on its own and as
 * an add-on of motor orders. Its document is the payment confirmation the technical inspection
 * asks for.
 */
export const roadTaxLine = defineLine({
  spec: roadTaxSpec,
  texts: ROAD_TAX_TEXTS,
  icon: [{ shape: 'path', d: 'M8 3.5 4.5 20.5M16 3.5l3.5 17M12 4.5v2.5M12 10.5v3M12 17v3' }],
  // The state's system: the official tax, no loading.
  sellers: { 'sfs-road-tax': 1 },
  stateIssued: true,
  documents: ['documents', 'invoice'],
  // No start date: it covers from the day it is issued.
  periodDays: () => ROAD_TAX_PERIOD_DAYS,
  inMyAccount: true,
  example: () => ({
    vehicle: { certificateNumber: '123456789', vinCode: 'UU1LSDAAH12345678' },
    contractor: EXAMPLE_COMPANY_CONTRACTOR,
    region: 'chisinau',
    locality: 'Chișinău',
  }),
  tariff: { riskSchema: roadTaxRiskSchema, price: (risk) => priceRoadTax(risk) },
  /**
   * Everything from RCA Data (required) — the kind (roadTaxKind), engine volume, weight, and the
   * seats without the driver's (the registry counts it). The VIN typed must be the registered one,
   * and only vehicles registered in Moldova pay it. An electric vehicle owes none (State Tax
   * Service): `road-tax-electric`, said to the customer rather than selling a zero tax. Exemptions
   * of the owner are never asked.
   */
  risk: (details, { facts }) => {
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
    return {
      ok: true,
      risk: {
        vehicle: {
          kind: roadTaxKind(registry),
          electric: false,
          engineVolume: registry.engineVolume,
          authorizedWeightKg: registry.authorizedWeightKg,
          seats: Math.max(0, registry.seats - 1),
        },
        exemption: 'none' as const,
      },
      assumptions: [],
    };
  },
  /** A tax on the vehicle: no person is insured. */
  insuredPersons: () => [],
  contract: (details, facts, paidAt) => ({
    vehicle: vehicleContract(details.vehicle, facts),
    region: details.region,
    locality: details.locality,
    taxYear: taxYearOf(paidAt),
  }),
  printed: {
    sections: ['vehicle', 'roadTax'],
    statements: ['vehicle', 'road-tax'],
    subject: (details, facts, locale, paidAt) => ({
      vehicle: vehicleSection(details.vehicle, facts),
      roadTax: {
        taxYear: taxYearOf(paidAt),
        region: labelOf(MOLDOVAN_REGION_OPTIONS, details.region, locale),
        locality: details.locality,
        idnx: details.contractor.contractorType === 'company' ? details.contractor.idno : details.contractor.idnp,
      },
    }),
    sample: () => ({
      price: money(876.6, 'MDL'),
      from: '2025-01-01',
      to: '2025-12-31',
      extra: {
        vehicle: SAMPLE_VEHICLE,
        roadTax: {
          taxYear: 2025,
          region: 'mun. Chișinău',
          locality: 'Chișinău',
          idnx: '2002004123459',
          paymentReference: 'SFS-2025-0048213',
        },
      },
    }),
  },
});
