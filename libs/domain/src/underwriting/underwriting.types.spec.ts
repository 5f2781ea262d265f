import {
  companyRecordSchema,
  propertyRecordSchema,
  vehicleRecordSchema,
  type CompanyRecord,
  type PropertyRecord,
  type VehicleRecord,
} from '@asiguro/partners';
import { exampleDetails } from '../catalogue/details-examples';
import { riskFor } from './risk-for';
import {
  companyFactsSchema,
  propertyFactsSchema,
  underwritingFactsSchema,
  vehicleFactsSchema,
  type CompanyFacts,
  type PropertyFacts,
  type UnderwritingFacts,
  type VehicleFacts,
} from './underwriting.types';
import {
  EXAMPLE_COMPANY,
  EXAMPLE_PROPERTY,
  exampleCar,
  farmTractor,
  lightTruck,
  routeMinibus,
  semitrailer,
  TEST_NOW,
} from './underwriting-test-facts';

const REGISTRY_VEHICLES = [exampleCar(), routeMinibus(), lightTruck(), semitrailer(), farmTractor()];

describe('underwriting facts', () => {
  it('takes RCA Data records as they come from the registries client', () => {
    for (const fixture of REGISTRY_VEHICLES) {
      // The spec fixtures are real RCA Data records, and a record is a VehicleFacts as it is.
      const record: VehicleRecord = vehicleRecordSchema.parse(fixture);
      const facts: VehicleFacts = record;
      expect(vehicleFactsSchema.parse(facts)).toMatchObject({ certificateNumber: record.certificateNumber });
    }
  });

  it('takes company and cadastre records as they come from the registries client', () => {
    const company: CompanyRecord = companyRecordSchema.parse({
      ...EXAMPLE_COMPANY,
      address: 'mun. Chișinău, str. Mihai Eminescu 5',
      legalForm: 'S.A.',
      registeredOn: '1993-03-01',
    });
    const property: PropertyRecord = propertyRecordSchema.parse({ ...EXAMPLE_PROPERTY, area: 64.5, purpose: 'flat' });
    const facts: UnderwritingFacts = { company, property, vehicle: vehicleRecordSchema.parse(exampleCar()) };
    const companyFacts: CompanyFacts = company;
    const propertyFacts: PropertyFacts = property;
    expect(companyFactsSchema.parse(companyFacts).status).toBe('active');
    expect(propertyFactsSchema.parse(propertyFacts).propertyType).toBe('rooms');
    expect(underwritingFactsSchema.safeParse(facts).success).toBe(true);
  });

  it('prices from a parsed RCA Data record', () => {
    const record = vehicleRecordSchema.parse(exampleCar());
    const result = riskFor(
      { type: 'rca', details: exampleDetails(TEST_NOW).rca },
      { vehicle: record },
      { today: TEST_NOW },
    );
    expect(result).toMatchObject({ ok: true, risk: { zone: 'A', bonusMalusClass: 9 } });
  });

  it('refuses a record that is not a vehicle', () => {
    expect(vehicleFactsSchema.safeParse({ ...exampleCar(), vehicleType: 'boat' }).success).toBe(false);
    expect(vehicleFactsSchema.safeParse({ ...exampleCar(), earliestPolicyStart: '22.11.2026' }).success).toBe(false);
  });
});
