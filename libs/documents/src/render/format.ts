import { toMajor, type Money } from '@asiguro/domain';
import type { Locale } from '@asiguro/i18n';

const MONEY_LOCALE: Record<Locale, string> = { ro: 'ro-MD', ru: 'ru-MD', en: 'en-GB' };

/** Moldovan documents write dates as dd.mm.yyyy in every language. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

const chisinau = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Chisinau',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the customer reads it: dd.mm.yyyy HH:mm in Chișinău time. */
export function formatDateTime(isoDateTime: string): string {
  const parts = Object.fromEntries(
    chisinau.formatToParts(new Date(isoDateTime)).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/** The calendar day of an instant in Chișinău, as yyyy-mm-dd. */
export function chisinauDate(isoDateTime: string): string {
  const [date] = formatDateTime(isoDateTime).split(' ');
  const [day, month, year] = date.split('.');
  return `${year}-${month}-${day}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Money in the document's language with the ISO code (the symbol of MDL, "L", is ambiguous on
 * a legal document); narrow spaces become plain no-break spaces for the font.
 */
export function formatAmount(value: Money, locale: Locale): string {
  const key = `${locale}:${value.currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(MONEY_LOCALE[locale], {
      style: 'currency',
      currency: value.currency,
      currencyDisplay: 'code',
    });
    moneyFormats.set(key, format);
  }
  return format.format(toMajor(value)).replace(/\u202f/g, '\u00a0');
}

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Chisinau', timeZoneName: 'longOffset' });

/** The last second of a calendar day in Chișinău as an ISO instant with its offset (EET/EEST). */
export function chisinauEndOfDay(isoDate: string): string {
  const noon = new Date(`${isoDate}T12:00:00Z`);
  const zone = offsetFormat.formatToParts(noon).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+02:00';
  const offset = zone === 'GMT' ? '+00:00' : zone.replace('GMT', '');
  return `${isoDate}T23:59:59${offset}`;
}
