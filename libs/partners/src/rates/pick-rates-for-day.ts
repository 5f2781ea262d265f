import { chisinauDay } from './chisinau-day';
import type { OfficialRates } from './official-rates.types';

export interface RatesPick<T extends Pick<OfficialRates, 'date'>> {
  record: T;
  /** True when the day itself has no record and the latest earlier one is used. */
  fallback: boolean;
}

/**
 * The rates to price with on `day` (a Date, taken in Europe/Chisinau, or `yyyyMMdd`): that
 * day's record, else the latest record before it (`fallback: true`). Records after the day are
 * never used: a price must not depend on a rate published later. Undefined when nothing fits.
 */
export function pickRatesForDay<T extends Pick<OfficialRates, 'date'>>(
  records: readonly T[],
  day: Date | string,
): RatesPick<T> | undefined {
  const key = typeof day === 'string' ? day : chisinauDay(day);
  let latest: T | undefined;
  for (const record of records) {
    if (record.date === key) return { record, fallback: false };
    if (record.date < key && (!latest || record.date > latest.date)) latest = record;
  }
  return latest ? { record: latest, fallback: true } : undefined;
}
