/**
 * The one place an instant becomes a day or a time a person reads: in Chișinău (spec §9), whatever
 * the zone of the server or of the reader's laptop. The server's calendar (libs/domain), the
 * storefront, the console, the documents and the e-mails all format through these. Light on
 * purpose (Intl only): the storefront's first paint loads it.
 */

/** The market's time zone (spec §9): days, deadlines and daily rates follow it. */
export const MARKET_TIME_ZONE = 'Europe/Chisinau';

const dayParts = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Every field of a Chișinău wall-clock time, down to the second: what the offset is read from. */
const wallParts = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
  era: 'short',
});

/** The offset as a time-zone name (`GMT+02:00`): only for offsets of seconds, which nothing else writes. */
const offsetParts = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  timeZoneName: 'longOffset',
});

const HOUR_MS = 3_600_000;

/** Chișinău's offset from UTC at `ms`, in milliseconds, as Intl's time-zone data gives it. */
function offsetFromIntl(ms: number): number {
  const parts: Record<string, string> = {};
  for (const part of wallParts.formatToParts(ms)) parts[part.type] = part.value;
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  const wall = new Date(0);
  wall.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
  wall.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second), 0);
  return wall.getTime() - Math.floor(ms / 1000) * 1000;
}

/** The offsets of the hours asked about lately, by hour since 1970 (UTC). */
const offsetsByHour = new Map<number, number>();

/**
 * Chișinău's offset from UTC at `ms`, in milliseconds. Asking Intl costs several microseconds, and
 * days and clocks are read many times per order (every date rule, document and view), so each UTC
 * hour's offset is kept once known. Chișinău changes its clocks on whole UTC hours (00:00 UTC
 * since 2017, 01:00 UTC before), so an hour has one offset; an hour whose first and last
 * milliseconds disagree (a historical change within an hour) is never kept: Intl answers each
 * instant of it.
 */
function chisinauOffsetMs(ms: number): number {
  if (!Number.isFinite(ms)) throw new RangeError('Invalid time value');
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsetsByHour.get(hour);
  if (known !== undefined) return known;
  const first = offsetFromIntl(hour * HOUR_MS);
  if (first !== offsetFromIntl(hour * HOUR_MS + HOUR_MS - 1)) return offsetFromIntl(ms);
  if (offsetsByHour.size >= 4096) offsetsByHour.clear();
  offsetsByHour.set(hour, first);
  return first;
}

/** The fields of Chișinău's wall clock at `instant`. */
function wallClockAt(instant: Date) {
  const ms = instant.getTime();
  // The UTC fields of the instant moved by Chișinău's offset are Chișinău's own: the one place a
  // day is read from UTC fields, since the offset was added first.
  const wall = new Date(ms + chisinauOffsetMs(ms));
  /* eslint-disable no-restricted-syntax */
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hours: wall.getUTCHours(),
    minutes: wall.getUTCMinutes(),
    seconds: wall.getUTCSeconds(),
  };
  /* eslint-enable no-restricted-syntax */
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/** `yyyy-mm-dd`: the day it is in Chișinău at `instant` (EET in winter, EEST in summer). */
export function chisinauDayText(instant: Date): string {
  const wall = wallClockAt(instant);
  if (wall.year < 1000 || wall.year > 9999) {
    // Years Intl writes its own way (fewer or more digits, eras): as it writes them.
    const parts = Object.fromEntries(dayParts.formatToParts(instant).map((part) => [part.type, part.value]));
    return `${parts.year}-${parts.month}-${parts.day}`;
  }
  return `${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}`;
}

/** The wall-clock time in Chișinău at `instant`: `HH:mm`, or `HH:mm:ss` with seconds. */
export function chisinauClock(instant: Date, options: { seconds?: boolean } = {}): string {
  const wall = wallClockAt(instant);
  const clock = `${twoDigits(wall.hours)}:${twoDigits(wall.minutes)}`;
  return options.seconds ? `${clock}:${twoDigits(wall.seconds)}` : clock;
}

/** Chișinău's offset from UTC at `instant` as ISO 8601 writes it: `+02:00` in winter, `+03:00` in summer. */
export function chisinauUtcOffset(instant: Date): string {
  const offset = chisinauOffsetMs(instant.getTime());
  const minutes = Math.abs(offset) / 60_000;
  if (!Number.isInteger(minutes)) {
    // Local mean time before 1918 (+01:55:20 and the like): as Intl writes it.
    const zone = offsetParts.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    return zone === 'GMT' ? '+00:00' : zone.replace('GMT', '');
  }
  return `${offset < 0 ? '-' : '+'}${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

/**
 * The instant a day (month 1–12) begins in Chișinău, when its midnight comes exactly once and no
 * change of clocks is near it; undefined otherwise (a day whose clocks changed around midnight, as
 * in the Soviet years), which the caller settles through a full time-zone library.
 */
export function chisinauDayStart(year: number, month: number, day: number): number | undefined {
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  // Midnight falls between wall − 3 h and wall − 2 h (UTC+3 or UTC+2; about +1:55 before 1918):
  // one offset from wall − 4 h to wall − 1 h means no change of clocks near it.
  const offset = chisinauOffsetMs(wall.getTime() - 4 * HOUR_MS);
  if (chisinauOffsetMs(wall.getTime() - HOUR_MS) !== offset) return undefined;
  const midnight = wall.getTime() - offset;
  return chisinauOffsetMs(midnight) === offset ? midnight : undefined;
}

/** A `yyyy-mm-dd` day as Moldovan documents and forms write it in every language: `dd.mm.yyyy`. */
export function formatDayText(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
}

/**
 * An instant as people read it in Moldova: `dd.mm.yyyy HH:mm` (the separator and the seconds as
 * each surface writes them: the storefront `"03.11.2025, 14:03"`, the console `"03.11.2025 14:03:12"`).
 */
export function formatChisinauDateTime(instant: Date, options: { seconds?: boolean; separator?: string } = {}): string {
  return `${formatDayText(chisinauDayText(instant))}${options.separator ?? ' '}${chisinauClock(instant, options)}`;
}
