import {
  calendarDay,
  findIssuer,
  getProduct,
  formatDay as formatCalendarDay,
  formatMoney,
  type Money,
  type ProductType,
} from '@asiguro/domain';
import { chisinauClock, formatChisinauDateTime, INTL_LOCALE } from '@asiguro/i18n';
import { consoleLanguage } from '../app/console-language';
import { fmt, texts } from '../app/i18n';

/** A span of time for people: "45 s", "7 min", "1 h 5 min", "2 d 3 h". */
export function formatDuration(seconds: number): string {
  const unit = texts.units;
  const s = Math.round(Math.abs(seconds));
  if (s < 60) return `${s} ${unit.s}`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} ${unit.min}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} ${unit.h} ${minutes % 60} ${unit.min}` : `${hours} ${unit.h}`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} ${unit.d} ${hours % 24} ${unit.h}` : `${days} ${unit.d}`;
}

/** How far past its issuing time an order is: "7 min over", or "2 min left" while it still has time. */
export function formatOverdue(overdueSeconds: number | null): string {
  if (overdueSeconds === null) return texts.common.none;
  return overdueSeconds > 0
    ? fmt(texts.age.over, { duration: formatDuration(overdueSeconds) })
    : fmt(texts.age.left, { duration: formatDuration(overdueSeconds) });
}

/** Milliseconds of a call or job: "850 ms", "2.3 s". */
export function formatMs(ms: number | null): string {
  if (ms === null) return texts.common.none;
  return ms < 1000
    ? `${Math.round(ms)} ${texts.units.ms}`
    : `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} ${texts.units.s}`;
}

/** Seconds of an issuing-time percentile, with the unit that reads best. */
export function formatSeconds(seconds: number): string {
  return seconds < 60 ? `${seconds.toFixed(seconds < 10 ? 1 : 0)} ${texts.units.s}` : formatDuration(seconds);
}

/**
 * "03.11.2025 14:03:12" in Moldovan time whatever the laptop says (days as Moldovan documents
 * write them), for tables and the timeline.
 */
export function formatDateTime(iso: string | null): string {
  if (!iso) return texts.common.none;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatChisinauDateTime(date, { seconds: true });
}

/** A calendar day (yyyy-mm-dd, a day in Chișinău already) as the console writes days: "03.11.2025". */
export function formatDay(day: string | null): string {
  return day ? formatCalendarDay(calendarDay(day)) : texts.common.none;
}

/** "14:03" of an ISO instant in Moldovan time (chart axes). */
export function formatClock(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : chisinauClock(date);
}

export function formatPrice(price: Money | null): string {
  return price ? formatMoney(price, INTL_LOCALE[consoleLanguage]) : texts.common.none;
}

export function formatPercent(ratio: number): string {
  return `${(ratio * 100).toFixed(ratio > 0 && ratio < 0.1 ? 1 : 0)}%`;
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/** The product line's name from the shared catalogue in the console's language ("Green Card", "Carte Verde"). */
export function productName(product: ProductType): string {
  return getProduct(product).name[consoleLanguage];
}

/** The insurer's legal name, or the slug when it is not one of ours (e.g. "manual"). */
export function insurerName(slug: string | null): string {
  if (!slug) return texts.common.none;
  return findIssuer(slug)?.name ?? slug;
}
