import { z } from 'zod';
import { typeError } from './keyed-schemas';
import type { ValidationKey } from './validation-keys';

/** The registry's engine-type code of an electric car (spec §3: 4 electric). */
export const ELECTRIC_ENGINE_TYPE = 4;

/**
 * Engine volume in cm³ (spec §5): digits only, greater than 0, and exactly 0 for an electric car.
 * Accepts the number or the digits the customer typed.
 */
export function engineVolumeRule(engineType: number | undefined, engineVolume: number | string): ValidationKey | null {
  const text = String(engineVolume).trim();
  if (!/^\d+$/.test(text)) return 'invalid-engine-volume';
  const volume = Number(text);
  if (engineType === ELECTRIC_ENGINE_TYPE) return volume === 0 ? null : 'electric-engine-volume';
  return volume > 0 ? null : 'invalid-engine-volume';
}

/** The engine volume field alone (a whole number of cm³, 0 allowed for electric cars). */
export const engineVolumeSchema = z
  .number({ error: typeError('invalid-engine-volume') })
  .int({ error: 'invalid-engine-volume', abort: true })
  .min(0, { error: 'invalid-engine-volume' })
  .max(30000, { error: 'invalid-engine-volume' });

/**
 * A superRefine for an object holding `engineType` and `engineVolume`: flags the volume when it
 * does not fit the engine.
 */
export function refineEngineVolume<T extends { engineType?: number; engineVolume?: number }>(
  vehicle: T,
  ctx: z.core.$RefinementCtx<T>,
): void {
  if (vehicle.engineVolume === undefined) return;
  const key = engineVolumeRule(vehicle.engineType, vehicle.engineVolume);
  if (key) ctx.addIssue({ code: 'custom', message: key, path: ['engineVolume'] });
}
