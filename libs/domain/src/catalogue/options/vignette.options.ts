import { localized } from '@asiguro/i18n';
import { addMonths, getDay } from 'date-fns';
import { plusDays, type CalendarDate } from '../../validation/calendar-date';
import { option, type FieldOption } from '../option';
import { VEHICLE_TYPE_OPTIONS } from './vehicle.options';

/**
 * How long a vignette runs from its first day:
 * - `days`: that many calendar days, the first included;
 * - `months`: to the day before the same date `months` later;
 * - `until-same-date`: to the same date next month, included (Hungarian monthly);
 * - `until-january-31`: to 31 January of the next year (Hungarian annual);
 * - `weekend`: to the Sunday of its weekend (Bulgarian weekend: Friday 12:00 to Sunday 23:59).
 */
export type VignettePeriod =
  | { kind: 'days'; days: number }
  | { kind: 'months'; months: number }
  | { kind: 'until-same-date' }
  | { kind: 'until-january-31' }
  | { kind: 'weekend' };

/** One validity a vignette is sold with. */
export interface VignetteValidityOption extends FieldOption<string> {
  period: VignettePeriod;
}

const days = (count: number): VignetteValidityOption => ({
  value: count === 1 ? '1_day' : `${count}_days`,
  label: localized('common.duration.days', { count }),
  period: { kind: 'days', days: count },
});
const months = (count: number): VignetteValidityOption => ({
  value: count === 1 ? '1_month' : `${count}_months`,
  label: localized('common.duration.months', { count }),
  period: { kind: 'months', months: count },
});
const named = (value: string, period: VignettePeriod, ro: string, ru: string, en: string): VignetteValidityOption => ({
  ...option(value, ro, ru, en),
  period,
});

/** The rovinieta validities of cars and light goods vehicles (A, B) since 11 March 2024 (domain.md §4.1). */
const RO_LIGHT = ['1_day', '10_days', '30_days', '60_days', '12_months'];

/**
 * The rovinieta validities each category is sold with: the periods its current tariff prices
 * (domain.md §4.1; vignettes.tariff's RO_VIGNETTE_TARIFFS, which a test keeps in step with this).
 */
const RO_VALIDITIES_BY_CATEGORY: Record<string, readonly string[]> = {
  A: RO_LIGHT,
  B: RO_LIGHT,
  C: ['1_day', '7_days', '30_days', '12_months'],
  D: ['1_day', '7_days', '30_days', '12_months'],
  E: ['1_day', '12_months'],
  F: ['12_months'],
};

/** Offered only with the categories sold with it (`map`: category → its validities). */
function forCategories(
  validity: VignetteValidityOption,
  map: Readonly<Record<string, readonly string[]>>,
): VignetteValidityOption {
  const categories = Object.keys(map).filter((category) => map[category].includes(validity.value));
  return { ...validity, visibleWhen: { field: 'vehicleCategory', in: categories } };
}

/** Every rovinieta validity, each offered with the categories sold with it. */
export const RO_VIGNETTE_VALIDITY_OPTIONS = [days(1), days(7), days(10), days(30), days(60), months(12)].map(
  (validity) => forCategories(validity, RO_VALIDITIES_BY_CATEGORY),
);

/** The rovinieta validities a category may buy. */
export function roVignetteValiditiesFor(category: string): VignetteValidityOption[] {
  const sold = RO_VALIDITIES_BY_CATEGORY[category] ?? [];
  return RO_VIGNETTE_VALIDITY_OPTIONS.filter((validity) => sold.includes(validity.value));
}

/**
 * Romanian rovinieta categories sold to Moldovan and Ukrainian vehicles (domain.md §4.1): every
 * one a registered car or goods vehicle can fall into. G and H (buses) are not sold: their prices
 * were not retrieved.
 */
export const RO_VIGNETTE_CATEGORY_OPTIONS = [
  option('A', 'Autoturisme (A)', 'Легковые автомобили (A)', 'Cars (A)'),
  option('B', 'Vehicule de marfă de până la 3,5 t (B)', 'Грузовые до 3,5 т (B)', 'Goods vehicles up to 3.5 t (B)'),
  option(
    'C',
    'Vehicule de marfă peste 3,5 t și până la 7,5 t (C)',
    'Грузовые свыше 3,5 т до 7,5 т (C)',
    'Goods vehicles over 3.5 t, up to 7.5 t (C)',
  ),
  option(
    'D',
    'Vehicule de marfă peste 7,5 t și sub 12 t (D)',
    'Грузовые свыше 7,5 т, менее 12 т (D)',
    'Goods vehicles over 7.5 t, under 12 t (D)',
  ),
  option(
    'E',
    'Vehicule de marfă de cel puțin 12 t, cu cel mult 3 axe (E)',
    'Грузовые от 12 т, не более 3 осей (E)',
    'Goods vehicles of 12 t or more, up to 3 axles (E)',
  ),
  option(
    'F',
    'Vehicule de marfă de cel puțin 12 t, cu cel puțin 4 axe (F)',
    'Грузовые от 12 т, от 4 осей (F)',
    'Goods vehicles of 12 t or more, 4 axles or more (F)',
  ),
] as const;

/** Moldovan vignette, cars (M1) (domain.md §4.2). */
export const MD_VIGNETTE_M1_VALIDITY_OPTIONS = [days(7), days(15), days(30), days(90), days(180)];
/** Moldovan vignette, buses and trucks (M2–N3) (domain.md §4.2). */
export const MD_VIGNETTE_HEAVY_VALIDITY_OPTIONS = [days(1), days(7), days(30), days(90), months(12)];
/** Moldovan vignette categories: the EU vehicle types. */
export const MD_VIGNETTE_CATEGORY_OPTIONS = VEHICLE_TYPE_OPTIONS;
const MD_VALIDITIES_BY_CATEGORY: Record<string, readonly string[]> = Object.fromEntries(
  MD_VIGNETTE_CATEGORY_OPTIONS.map(({ value }) => [
    value,
    (value === 'M1' ? MD_VIGNETTE_M1_VALIDITY_OPTIONS : MD_VIGNETTE_HEAVY_VALIDITY_OPTIONS).map((item) => item.value),
  ]),
);
/** Every Moldovan vignette validity, each offered with the categories sold with it. */
export const MD_VIGNETTE_VALIDITY_OPTIONS = [
  ...MD_VIGNETTE_M1_VALIDITY_OPTIONS,
  ...MD_VIGNETTE_HEAVY_VALIDITY_OPTIONS.filter(
    (heavy) => !MD_VIGNETTE_M1_VALIDITY_OPTIONS.some((car) => car.value === heavy.value),
  ),
].map((validity) => forCategories(validity, MD_VALIDITIES_BY_CATEGORY));

/** The Moldovan vignette validities a category may buy. */
export function mdVignetteValiditiesFor(category: string): VignetteValidityOption[] {
  return category === 'M1' ? MD_VIGNETTE_M1_VALIDITY_OPTIONS : MD_VIGNETTE_HEAVY_VALIDITY_OPTIONS;
}

/** Hungarian e-matrica (domain.md §4.3). */
export const HU_VIGNETTE_VALIDITY_OPTIONS = [
  named('daily', { kind: 'days', days: 1 }, 'Zilnică', 'Дневная', 'Daily'),
  named('weekly', { kind: 'days', days: 10 }, 'Săptămânală (10 zile)', 'Недельная (10 дней)', 'Weekly (10 days)'),
  named('monthly', { kind: 'until-same-date' }, 'Lunară', 'Месячная', 'Monthly'),
  named('annual', { kind: 'until-january-31' }, 'Anuală', 'Годовая', 'Annual'),
];

/** Hungarian e-matrica categories up to 3.5 t (domain.md §4.3). */
export const HU_VIGNETTE_CATEGORY_OPTIONS = [
  option('D1M', 'Motociclete (D1M)', 'Мотоциклы (D1M)', 'Motorcycles (D1M)'),
  option(
    'D1',
    'Autoturisme de până la 3,5 t și 7 persoane (D1)',
    'Легковые до 3,5 т и 7 человек (D1)',
    'Cars up to 3.5 t and 7 persons (D1)',
  ),
  option(
    'D2',
    'Alte vehicule de până la 3,5 t (D2)',
    'Другие транспортные средства до 3,5 т (D2)',
    'Other vehicles up to 3.5 t (D2)',
  ),
  option('U', 'Remorci (U)', 'Прицепы (U)', 'Trailers (U)'),
] as const;

/** Bulgarian e-vignette, category 3: cars and vans up to 3.5 t (domain.md §4.4). */
export const BG_VIGNETTE_VALIDITY_OPTIONS = [
  named('weekend', { kind: 'weekend' }, 'Weekend', 'Выходные', 'Weekend'),
  named('week', { kind: 'days', days: 7 }, 'Săptămână', 'Неделя', 'Week'),
  named('month', { kind: 'months', months: 1 }, 'Lună', 'Месяц', 'Month'),
  named('quarter', { kind: 'months', months: 3 }, 'Trimestru', 'Квартал', 'Quarter'),
  named('year', { kind: 'months', months: 12 }, 'An', 'Год', 'Year'),
];

/** Countries whose vignettes the marketplace sells. */
export type VignetteCountry = 'ro' | 'md' | 'hu' | 'bg';

/** Every validity sold per country (domain.md §4). */
export const VIGNETTE_VALIDITY_OPTIONS: Record<VignetteCountry, readonly VignetteValidityOption[]> = {
  ro: RO_VIGNETTE_VALIDITY_OPTIONS,
  md: MD_VIGNETTE_VALIDITY_OPTIONS,
  hu: HU_VIGNETTE_VALIDITY_OPTIONS,
  bg: BG_VIGNETTE_VALIDITY_OPTIONS,
};

/** A Bulgarian weekend vignette starts on Friday, Saturday or Sunday. */
export function isWeekendStart(start: CalendarDate): boolean {
  return [5, 6, 0].includes(getDay(start));
}

/** The last day a vignette bought for `validity` from `start` is valid. */
export function vignetteEndDate(country: VignetteCountry, validity: string, start: CalendarDate): CalendarDate {
  const found = VIGNETTE_VALIDITY_OPTIONS[country].find((item) => item.value === validity);
  if (!found) throw new RangeError(`unknown ${country} vignette validity ${validity}`);
  const period = found.period;
  switch (period.kind) {
    case 'days':
      return plusDays(start, period.days - 1);
    case 'months':
      return plusDays(addMonths(start, period.months), -1);
    case 'until-same-date':
      return addMonths(start, 1);
    case 'until-january-31':
      return januaryThirtyFirstAfter(start);
    case 'weekend':
      return plusDays(start, (7 - getDay(start)) % 7);
  }
}

function januaryThirtyFirstAfter(start: CalendarDate): CalendarDate {
  const end = plusDays(start, 0);
  end.setFullYear(start.getFullYear() + 1, 0, 31);
  return end;
}
