import type { z } from 'zod';
import type { ProductType } from '../products/product-types';
import { formatDmy, plusDays, todayIn } from '../validation/calendar-date';
import { EXAMPLE_COMPANY_CONTRACTOR } from './example-parties';
import { LINE_TYPES, type LineType } from '../lines/line-types';
import { PRODUCT_LINES } from '../lines';
import type { ProductDefinitions } from './product-definitions';

/** A line's full details, as its schema outputs them. */
export type ProductDetails<T extends ProductType> = z.output<ProductDefinitions[T]['detailsSchema']>;

export { EXAMPLE_CODES, SAMPLE_VEHICLE } from './example-parties';

/** The registered lines' own examples (lines/), starting on `start`. */
function lineExamples(start: string): { [T in LineType]: ProductDetails<T> } {
  return Object.fromEntries(LINE_TYPES.map((type) => [type, PRODUCT_LINES[type].example(start)])) as {
    [T in LineType]: ProductDetails<T>;
  };
}

/**
 * A realistic, valid set of details for every line, with dates counted from `now` (start a week
 * later), so the API's, sandbox's and apps' tests can create orders that pass confirmation.
 */
export function exampleDetails(now: Date = new Date()): { [T in ProductType]: ProductDetails<T> } {
  const today = todayIn(now);
  const day = (offset: number) => formatDmy(plusDays(today, offset));
  const start = day(7);
  const company = EXAMPLE_COMPANY_CONTRACTOR;
  return {
    'road-tax': {
      vehicle: { certificateNumber: '123456789', vinCode: 'UU1LSDAAH12345678' },
      contractor: company,
      region: 'chisinau',
      locality: 'Chișinău',
    },
    'vignette:ro': {
      registrationCountry: 'MD',
      certificateNumber: '123456789',
      plateNumber: 'ABC 123',
      vinCode: 'UU1LSDAAH12345678',
      vehicleCategory: 'A',
      validity: '30_days',
      vignetteStartDate: start,
      driverFullName: 'Ion Popescu',
    },
    'vignette:md': {
      registrationCountry: 'UA',
      plateNumber: 'AA1234BB',
      vehicleCategory: 'M1',
      validity: '15_days',
      vignetteStartDate: start,
      driverFullName: 'Олександр Шевченко',
    },
    'vignette:hu': {
      registrationCountry: 'UA',
      plateNumber: 'АА1234ВВ',
      vehicleCategory: 'D1',
      validity: 'weekly',
      vignetteStartDate: start,
      driverFullName: 'Ion Popescu',
    },
    'vignette:bg': {
      registrationCountry: 'MD',
      certificateNumber: '123456789',
      plateNumber: 'ABC 123',
      validity: 'week',
      vignetteStartDate: start,
      driverFullName: 'Ion Popescu',
    },
    ...lineExamples(start),
  };
}
