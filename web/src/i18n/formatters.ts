import type { Money } from '@asiguro/domain';
import {
  chisinauClock,
  chisinauDayText,
  formatChisinauDateTime,
  formatDayText,
  INTL_LOCALE,
  type Locale,
} from '@asiguro/i18n';

export { INTL_LOCALE };

const LEI: Record<Locale, string> = { ro: 'lei', ru: 'лей', en: 'MDL' };

/** An amount as people read it: "1.276,50 lei", "1 276,50 лей", "MDL 1,276.50", "€45.10". */
export function formatAmount(value: Money, locale: Locale): string {
  const format = new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: value.currency,
    currencyDisplay: value.currency === 'MDL' ? 'code' : 'symbol',
  });
  return format
    .formatToParts(value.minor / 100)
    .map((part) => (part.type === 'currency' && value.currency === 'MDL' ? LEI[locale] : part.value))
    .join('')
    .replace(/\u00a0/g, ' ');
}

function parts(value: string | Date): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as dd.mm.yyyy (spec §5): a calendar day (yyyy-mm-dd, as the API answers validity days)
 * as it is, with no time zone involved; an instant as its day in Chișinău; the input when it is
 * neither.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return formatDayText(value);
  const date = parts(value);
  return date ? formatDayText(chisinauDayText(date)) : String(value);
}

/** A moment as "dd.mm.yyyy, hh:mm" in Moldova's time zone. */
export function formatDateTime(value: string | Date): string {
  const date = parts(value);
  return date ? formatChisinauDateTime(date, { separator: ', ' }) : String(value);
}

/** The wall-clock time of an instant in Chișinău, "14:35". */
export function formatClock(value: string | Date): string {
  const date = parts(value);
  return date ? chisinauClock(date) : String(value);
}

/** A yyyyMMdd rate date (the rates record key) as dd.mm.yyyy. */
export function formatRateDate(yyyymmdd: string): string {
  return /^\d{8}$/.test(yyyymmdd)
    ? `${yyyymmdd.slice(6, 8)}.${yyyymmdd.slice(4, 6)}.${yyyymmdd.slice(0, 4)}`
    : yyyymmdd;
}

/** A file size for a download link: "84 KB", "1.2 MB". */
export function formatFileSize(bytes: number, locale: Locale): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024, 0)} KB`;
  return `${format(bytes / (1024 * 1024), 1)} MB`;
}
