import { option } from '../../catalogue/option';
import { validityOptions } from '../../catalogue/options/validity.options';

/** Road-assistance territory (spec §3 coverage RO | RO_EU). */
export const ROAD_ASSISTANCE_COVERAGE_OPTIONS = [
  option('RO', 'România', 'Румыния', 'Romania'),
  option('RO_EU', 'România și Uniunea Europeană', 'Румыния и Европейский союз', 'Romania and the European Union'),
] as const;

/** Road-assistance periods (domain.md §10.8: 15 days, 30 days, 90 days, 12 months). */
export const ROAD_ASSISTANCE_VALIDITY_OPTIONS = validityOptions([15, 30, 90, 365] as const);
