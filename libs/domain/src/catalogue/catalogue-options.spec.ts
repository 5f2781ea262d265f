import { parseDmy, formatDmy } from '../validation/calendar-date';
import { MOLDOVAN_REGION_OPTIONS, regionRcaZone } from './options/regions.options';
import { MONTHLY_VALIDITY_OPTIONS, VALIDITY_OPTIONS } from './options/validity.options';
import {
  isWeekendStart,
  mdVignetteValiditiesFor,
  RO_VIGNETTE_CATEGORY_OPTIONS,
  roVignetteValiditiesFor,
  vignetteEndDate,
  VIGNETTE_VALIDITY_OPTIONS,
} from './options/vignette.options';
import { roVignetteTariffOn } from '../tariffs/vignettes.tariff';
import { ENGINE_TYPE_OPTIONS } from './options/vehicle.options';

const end = (country: 'ro' | 'md' | 'hu' | 'bg', validity: string, start: string) =>
  formatDmy(vignetteEndDate(country, validity, parseDmy(start)!));

describe('catalogue enumerations', () => {
  it('labels periods as 15 days and 1 to 12 months, with 360 days beside the 365-day year (spec §9 "360/365")', () => {
    expect(VALIDITY_OPTIONS.map((item) => item.value)).toEqual([
      15, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360, 365,
    ]);
    const label = (days: number) => VALIDITY_OPTIONS.find((item) => item.value === days)?.label;
    expect(label(15)).toEqual({ ro: '15 zile', ru: '15 дней', en: '15 days' });
    expect(label(30)).toEqual({ ro: '1 lună', ru: '1 месяц', en: '1 month' });
    expect(label(330)).toEqual({ ro: '11 luni', ru: '11 месяцев', en: '11 months' });
    expect(label(360)).toEqual({ ro: '360 de zile', ru: '360 дней', en: '360 days' });
    expect(label(365)).toEqual({ ro: '12 luni', ru: '12 месяцев', en: '12 months' });
    expect(MONTHLY_VALIDITY_OPTIONS[0].value).toBe(30);
    expect(MONTHLY_VALIDITY_OPTIONS.map((item) => item.value).slice(-2)).toEqual([360, 365]);
  });

  it('has the registry engine-type codes', () => {
    expect(ENGINE_TYPE_OPTIONS.map((item) => item.value)).toEqual([1, 2, 4, 6, 7, 13, 14]);
  });

  it('has the 37 units of Moldova with the RCA zone A around Chișinău', () => {
    expect(MOLDOVAN_REGION_OPTIONS).toHaveLength(37);
    expect(new Set(MOLDOVAN_REGION_OPTIONS.map((item) => item.value)).size).toBe(37);
    const zoneA = MOLDOVAN_REGION_OPTIONS.filter((item) => item.rcaZone === 'A').map((item) => item.value);
    expect(zoneA.sort()).toEqual(['anenii-noi', 'chisinau', 'criuleni', 'hincesti', 'ialoveni', 'orhei', 'straseni']);
    expect(regionRcaZone('balti')).toBe('B');
    expect(regionRcaZone('nowhere')).toBeUndefined();
  });

  it('has the vignette validities of each country', () => {
    expect(VIGNETTE_VALIDITY_OPTIONS.ro.map((item) => item.value)).toEqual([
      '1_day',
      '7_days',
      '10_days',
      '30_days',
      '60_days',
      '12_months',
    ]);
    const ro = (category: string) => roVignetteValiditiesFor(category).map((item) => item.value);
    expect(ro('A')).toEqual(['1_day', '10_days', '30_days', '60_days', '12_months']);
    expect(ro('C')).toEqual(['1_day', '7_days', '30_days', '12_months']);
    expect(ro('E')).toEqual(['1_day', '12_months']);
    expect(ro('F')).toEqual(['12_months']);
    expect(mdVignetteValiditiesFor('M1').map((item) => item.value)).toEqual([
      '7_days',
      '15_days',
      '30_days',
      '90_days',
      '180_days',
    ]);
    expect(mdVignetteValiditiesFor('N3').map((item) => item.value)).toEqual([
      '1_day',
      '7_days',
      '30_days',
      '90_days',
      '12_months',
    ]);
    expect(VIGNETTE_VALIDITY_OPTIONS.hu.map((item) => item.value)).toEqual(['daily', 'weekly', 'monthly', 'annual']);
    expect(VIGNETTE_VALIDITY_OPTIONS.bg.map((item) => item.value)).toEqual([
      'weekend',
      'week',
      'month',
      'quarter',
      'year',
    ]);
  });

  it('offers every rovinieta category with exactly the validities its current tariff prices', () => {
    const current = roVignetteTariffOn('2099-01-01');
    expect(RO_VIGNETTE_CATEGORY_OPTIONS.map((item) => item.value)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    for (const { value: category } of RO_VIGNETTE_CATEGORY_OPTIONS) {
      const priced = Object.keys(current.prices[category] ?? {}).sort();
      expect({
        category,
        offered: roVignetteValiditiesFor(category)
          .map((item) => item.value)
          .sort(),
      }).toEqual({
        category,
        offered: priced,
      });
    }
  });

  it('offers each rovinieta and Moldovan vignette validity only with the categories sold with it', () => {
    const categoriesOf = (
      options: readonly { value: string; visibleWhen?: { in: readonly unknown[] } }[],
      value: string,
    ) => options.find((item) => item.value === value)?.visibleWhen?.in;
    expect(categoriesOf(VIGNETTE_VALIDITY_OPTIONS.ro, '7_days')).toEqual(['C', 'D']);
    expect(categoriesOf(VIGNETTE_VALIDITY_OPTIONS.ro, '10_days')).toEqual(['A', 'B']);
    expect(categoriesOf(VIGNETTE_VALIDITY_OPTIONS.ro, '12_months')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(categoriesOf(VIGNETTE_VALIDITY_OPTIONS.md, '15_days')).toEqual(['M1']);
    expect(categoriesOf(VIGNETTE_VALIDITY_OPTIONS.md, '1_day')).toEqual(['M2', 'M3', 'N1', 'N2', 'N3']);
    expect(categoriesOf(VIGNETTE_VALIDITY_OPTIONS.md, '7_days')).toHaveLength(6);
  });

  it('computes when a vignette ends', () => {
    expect(end('ro', '1_day', '10.03.2025')).toBe('10.03.2025');
    expect(end('ro', '10_days', '10.03.2025')).toBe('19.03.2025');
    expect(end('ro', '12_months', '10.03.2025')).toBe('09.03.2026');
    expect(end('hu', 'weekly', '10.03.2025')).toBe('19.03.2025');
    expect(end('hu', 'monthly', '31.01.2025')).toBe('28.02.2025');
    expect(end('hu', 'monthly', '10.03.2025')).toBe('10.04.2025');
    expect(end('hu', 'annual', '10.03.2025')).toBe('31.01.2026');
    expect(end('bg', 'weekend', '14.03.2025')).toBe('16.03.2025');
    expect(end('bg', 'weekend', '16.03.2025')).toBe('16.03.2025');
    expect(end('bg', 'quarter', '10.03.2025')).toBe('09.06.2025');
    expect(() => end('bg', '30_days', '10.03.2025')).toThrow(RangeError);
  });

  it('knows which days a weekend vignette may start', () => {
    expect(isWeekendStart(parseDmy('14.03.2025')!)).toBe(true); // Friday
    expect(isWeekendStart(parseDmy('16.03.2025')!)).toBe(true); // Sunday
    expect(isWeekendStart(parseDmy('13.03.2025')!)).toBe(false); // Thursday
  });
});
