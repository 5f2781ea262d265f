import {
  calendarDay,
  chisinauDayOf,
  chisinauInstant,
  chisinauMidnight,
  endOfCover,
  formatDay,
  toMajor,
  type CalendarDay,
  type Money,
} from '@asiguro/domain';
import { formatChisinauDateTime, INTL_LOCALE, type Locale } from '@asiguro/i18n';

/** A calendar day (yyyy-mm-dd) as Moldovan documents write it in every language: dd.mm.yyyy. */
export function formatDate(isoDate: string): string {
  return formatDay(calendarDay(isoDate));
}

/** An instant as the customer reads it: dd.mm.yyyy HH:mm in Chișinău time. */
export function formatDateTime(isoDateTime: string): string {
  return formatChisinauDateTime(new Date(isoDateTime));
}

/** The calendar day of an instant in Chișinău. */
export function chisinauDate(isoDateTime: string): CalendarDay {
  return chisinauDayOf(new Date(isoDateTime));
}

/**
 * An order number as documents print it: grouped (IAI-104233-KMR), so it does not read like the
 * policy number, which has the same prefix-digits-letters form and is printed whole.
 */
export function formatOrderNumber(number: string): string {
  const parts = /^([A-Z]{3})(\d{6})([A-Z]{3})$/.exec(number);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : number;
}

const rateFormats = new Map<Locale, Intl.NumberFormat>();

/** An exchange rate in the document's language, up to four decimals (19,4325). */
export function formatRate(rate: number, locale: Locale): string {
  let format = rateFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 4 });
    rateFormats.set(locale, format);
  }
  return format.format(rate);
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
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency: value.currency,
      currencyDisplay: 'code',
    });
    moneyFormats.set(key, format);
  }
  return format.format(toMajor(value)).replace(/\u202f/g, '\u00a0');
}

/** The last second of a calendar day in Chișinău as an ISO instant with its offset (EET/EEST). */
export function chisinauEndOfDay(isoDate: string): string {
  return chisinauInstant(new Date(endOfCover(calendarDay(isoDate)).getTime() - 1000));
}

/** The first second of a calendar day in Chișinău as an ISO instant with its offset. */
export function chisinauStartOfDay(isoDate: string): string {
  return chisinauInstant(chisinauMidnight(calendarDay(isoDate)));
}
