import { patterned } from './keyed-schemas';

/**
 * Vehicle identification number (ISO 3779): 17 letters and digits without I, O and Q. Older
 * vehicles in the Moldovan registry carry shorter chassis numbers, so 6–16 characters of letters
 * and digits are accepted too.
 */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const SHORT_CHASSIS = /^[A-Z0-9]{6,16}$/;

export function isVin(value: string): boolean {
  const vin = value.trim().toUpperCase();
  return VIN.test(vin) || SHORT_CHASSIS.test(vin);
}

export const vinSchema = patterned(/^[A-Za-z0-9]+$/, 'invalid-vin', 17).refine(isVin, { error: 'invalid-vin' });
