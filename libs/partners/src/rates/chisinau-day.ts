import { dayKey, formatDmy, TIME_ZONE } from '@asiguro/domain';

/** Rates and prices follow the calendar day in Moldova (spec §3: time zone Europe/Chisinau). */
export const RATES_TIME_ZONE = TIME_ZONE;

/** The day of `instant` in Chișinău as `yyyyMMdd` (the key of a daily rates record). */
export const chisinauDay = dayKey;

/** The day of `instant` in Chișinău as the NBM writes it: `dd.mm.yyyy`. */
export const nbmDate = formatDmy;

/** `dd.mm.yyyy` → `yyyyMMdd`; undefined when it is not such a date. */
export function nbmDateToDay(date: string): string | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date);
  return match ? `${match[3]}${match[2]}${match[1]}` : undefined;
}
