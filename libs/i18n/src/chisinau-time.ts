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

const clockParts = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  timeZone: MARKET_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `yyyy-mm-dd`: the day it is in Chișinău at `instant` (EET in winter, EEST in summer). */
export function chisinauDayText(instant: Date): string {
  const parts = Object.fromEntries(dayParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The wall-clock time in Chișinău at `instant`: `HH:mm`, or `HH:mm:ss` with seconds. */
export function chisinauClock(instant: Date, options: { seconds?: boolean } = {}): string {
  const clock = clockParts.format(instant);
  return options.seconds ? clock : clock.slice(0, 5);
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
