import { towingVehicleRule } from './towing-vehicle.rule';

describe('towingVehicleRule', () => {
  it('refuses a trailer as the towing vehicle', () => {
    expect(towingVehicleRule({ isTrailer: true })).toBe('towing-is-trailer');
  });

  it('accepts a motor vehicle or no towing vehicle', () => {
    expect(towingVehicleRule({ isTrailer: false })).toBeNull();
    expect(towingVehicleRule(undefined)).toBeNull();
  });
});
