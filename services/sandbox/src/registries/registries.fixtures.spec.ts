import {
  isCadastralCode,
  isIdno,
  isIdnp,
  isMoldovanPlate,
  isProvisionalCertificate,
  isTwoFourTwoPlate,
  isVehicleCertificate,
} from '@asiguro/domain';
import { vehicleRecordSchema } from '@asiguro/partners';
import { PROPERTY_FIXTURES } from './cadastre.fixtures';
import { COMPANY_FIXTURES } from './company-registry.fixtures';
import { vehicleRecordOn } from './registry-routes';
import { VEHICLE_FIXTURES } from './vehicle-registry.fixtures';

describe('sandbox RCA Data fixtures', () => {
  it('holds at least 25 vehicles of every kind the tariffs know', () => {
    expect(VEHICLE_FIXTURES.length).toBeGreaterThanOrEqual(25);
    const kinds = new Set(VEHICLE_FIXTURES.map((fixture) => fixture.vehicle.vehicleType));
    expect([...kinds].sort()).toEqual(['bus', 'car', 'motorcycle', 'tractor', 'trailer', 'truck']);
    const engines = new Set(VEHICLE_FIXTURES.map((fixture) => fixture.vehicle.engineType));
    for (const engine of ['petrol', 'diesel', 'electric']) expect(engines).toContain(engine);
    expect(VEHICLE_FIXTURES.some((fixture) => fixture.vehicle.registrationCountry !== 'MD')).toBe(true);
    expect(new Set(VEHICLE_FIXTURES.map((fixture) => fixture.owner.type))).toEqual(new Set(['individual', 'company']));
  });

  it('uses valid certificates and owner codes with correct check digits, each certificate once', () => {
    for (const fixture of VEHICLE_FIXTURES) {
      expect(
        isVehicleCertificate(fixture.certificateNumber) || isProvisionalCertificate(fixture.certificateNumber),
      ).toBe(true);
      const valid = fixture.owner.type === 'company' ? isIdno(fixture.ownerCode) : isIdnp(fixture.ownerCode);
      expect({ code: fixture.ownerCode, valid }).toEqual({ code: fixture.ownerCode, valid: true });
      expect(fixture.vehicle.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    }
    const certificates = VEHICLE_FIXTURES.map((fixture) => fixture.certificateNumber);
    expect(new Set(certificates).size).toBe(certificates.length);
  });

  it('gives every vehicle a plate of its country’s real series', () => {
    for (const { vehicle } of VEHICLE_FIXTURES) {
      const real =
        vehicle.registrationCountry === 'MD'
          ? isMoldovanPlate(vehicle.plateNumber)
          : isTwoFourTwoPlate(vehicle.plateNumber);
      expect({ plate: vehicle.plateNumber, real }).toEqual({ plate: vehicle.plateNumber, real: true });
    }
  });

  it('holds a tractor unit, a four-axle truck and electric vehicles of two kinds', () => {
    const vehicles = VEHICLE_FIXTURES.map((fixture) => fixture.vehicle);
    expect(vehicles.find((vehicle) => vehicle.model === 'FH 500')).toMatchObject({
      vehicleCategory: 'N3',
      bodyType: 'BC',
    });
    expect(vehicles.some((vehicle) => vehicle.vehicleType === 'truck' && (vehicle.axles ?? 0) >= 4)).toBe(true);
    const electric = vehicles
      .filter((vehicle) => vehicle.engineType === 'electric')
      .map((vehicle) => vehicle.vehicleType);
    expect(new Set(electric)).toEqual(new Set(['car', 'motorcycle']));
  });

  it('knows every company that owns a vehicle in the company registry', () => {
    for (const fixture of VEHICLE_FIXTURES.filter((candidate) => candidate.owner.type === 'company')) {
      expect(COMPANY_FIXTURES.find((company) => company.idno === fixture.ownerCode)?.name).toBe(fixture.owner.name);
    }
  });

  it('answers records that match the adapter schema, with dates relative to the lookup day', () => {
    for (const fixture of VEHICLE_FIXTURES) vehicleRecordSchema.parse(vehicleRecordOn(fixture, '2026-11-22'));
    const insured = VEHICLE_FIXTURES.find((fixture) => fixture.certificateNumber === '662642156')!;
    expect(vehicleRecordOn(insured, '2026-11-22')).toMatchObject({
      currentPolicy: { insurer: 'donaris', validTo: '2026-12-12' },
      earliestPolicyStart: '2026-12-13',
    });
    const lapsed = VEHICLE_FIXTURES.find((fixture) => fixture.certificateNumber === '327000766')!;
    expect(vehicleRecordOn(lapsed, '2026-11-22')).toMatchObject({
      currentPolicy: null,
      earliestPolicyStart: '2026-11-22',
    });
  });
});

describe('sandbox company registry and cadastre fixtures', () => {
  it('holds the nine insurers and valid IDNOs only', () => {
    for (const company of COMPANY_FIXTURES)
      expect({ idno: company.idno, valid: isIdno(company.idno) }).toMatchObject({ valid: true });
    for (const idno of ['1002600020908', '1016600035165', '1002600005819']) {
      expect(COMPANY_FIXTURES.some((company) => company.idno === idno)).toBe(true);
    }
    expect(new Set(COMPANY_FIXTURES.map((company) => company.idno)).size).toBe(COMPANY_FIXTURES.length);
  });

  it('holds buildings, rooms and land with valid cadastral codes', () => {
    expect(new Set(PROPERTY_FIXTURES.map((property) => property.propertyType))).toEqual(
      new Set(['building', 'rooms', 'terrain']),
    );
    for (const property of PROPERTY_FIXTURES) expect(isCadastralCode(property.cadastralCode)).toBe(true);
  });
});
