import { patterned } from './keyed-schemas';

/**
 * The number of a payment check or bank transaction the customer copies from a receipt
 * (spec §8 "invalid bill number"). ASSUMPTION: 4–30 letters and digits, with - and / inside, as
 * receipts of Moldovan banks and terminals print them.
 */
const BILL_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9/-]{2,28})[A-Za-z0-9]$/;

export function isBillNumber(value: string): boolean {
  return BILL_NUMBER.test(value.trim());
}

export const billNumberSchema = patterned(BILL_NUMBER, 'invalid-bill-number', 30);
