import { isTrailerVehicle, towingVehicleRule } from './towing-vehicle.rule';

describe('towingVehicleRule', () => {
  it('refuses a vehicle the registry records as a trailer', () => {
    expect(towingVehicleRule({ vehicleCategory: 'O', vehicleType: 'trailer' })).toBe('towing-is-trailer');
    expect(towingVehicleRule({ vehicleCategory: 'O4' })).toBe('towing-is-trailer');
    expect(towingVehicleRule({ vehicleCategory: 'o2' })).toBe('towing-is-trailer');
    // The tariff kind alone decides when the category is unusual.
    expect(towingVehicleRule({ vehicleCategory: 'X', vehicleType: 'trailer' })).toBe('towing-is-trailer');
  });

  it('accepts a motor vehicle: tractor unit, truck, car, agricultural tractor', () => {
    expect(towingVehicleRule({ vehicleCategory: 'N3', vehicleType: 'truck' })).toBeNull();
    expect(towingVehicleRule({ vehicleCategory: 'M1', vehicleType: 'car' })).toBeNull();
    expect(towingVehicleRule({ vehicleCategory: 'T', vehicleType: 'tractor' })).toBeNull();
    expect(towingVehicleRule({ vehicleCategory: 'N1' })).toBeNull();
  });

  it('reads only the category and kind, not a look-alike category', () => {
    expect(isTrailerVehicle({ vehicleCategory: 'OX' })).toBe(false);
    expect(isTrailerVehicle({ vehicleCategory: ' O3 ' })).toBe(true);
  });
});
