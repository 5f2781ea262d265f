import type { TariffContext } from './tariff.types';

/** A fixed pricing day and rates for the tariff specs (not exported from the package). */
export const TEST_TARIFF_CONTEXT: TariffContext = {
  date: '2026-11-22',
  rates: { MDL: 1, EUR: 19.5, RON: 3.9, USD: 17, HUF: 0.0492 },
};
