import { z } from 'zod';
import { ELECTRIC_ENGINE_TYPE, engineVolumeRule, engineVolumeSchema, refineEngineVolume } from './engine-volume.rule';

describe('engine volume', () => {
  it('requires a positive volume for combustion engines', () => {
    expect(engineVolumeRule(1, 1598)).toBeNull();
    expect(engineVolumeRule(2, '1995')).toBeNull();
    expect(engineVolumeRule(1, 0)).toBe('invalid-engine-volume');
  });

  it('accepts digits only', () => {
    expect(engineVolumeRule(1, '1.6')).toBe('invalid-engine-volume');
    expect(engineVolumeRule(1, '-1598')).toBe('invalid-engine-volume');
    expect(engineVolumeRule(1, '1 598')).toBe('invalid-engine-volume');
  });

  it('requires exactly 0 for an electric car', () => {
    expect(engineVolumeRule(ELECTRIC_ENGINE_TYPE, 0)).toBeNull();
    expect(engineVolumeRule(ELECTRIC_ENGINE_TYPE, 1598)).toBe('electric-engine-volume');
  });

  it('flags an electric car with a non-zero volume at the volume field', () => {
    const vehicle = z
      .object({ engineType: z.number().optional(), engineVolume: engineVolumeSchema.optional() })
      .superRefine(refineEngineVolume);
    const electric = vehicle.safeParse({ engineType: ELECTRIC_ENGINE_TYPE, engineVolume: 1200 });
    expect(electric.error?.issues).toEqual([
      expect.objectContaining({ message: 'electric-engine-volume', path: ['engineVolume'] }),
    ]);
    expect(vehicle.safeParse({ engineType: ELECTRIC_ENGINE_TYPE, engineVolume: 0 }).success).toBe(true);
    expect(vehicle.safeParse({ engineType: 13, engineVolume: 1798 }).success).toBe(true);
    expect(vehicle.safeParse({ engineType: 1, engineVolume: 1.5 }).error?.issues[0].message).toBe(
      'invalid-engine-volume',
    );
  });
});
