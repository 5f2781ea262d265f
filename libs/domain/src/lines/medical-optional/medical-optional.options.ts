import { sameLabel } from '../../catalogue/option';
import { validityOptions } from '../../catalogue/options/validity.options';

/** Non-resident medical cover: 3, 6 or 12 months (domain.md §9, §10.4). */
export const NON_RESIDENT_VALIDITY_OPTIONS = validityOptions([90, 180, 365] as const);

/** Sums insured of non-resident medical cover, in EUR (domain.md §10.4). */
export const NON_RESIDENT_SUM_INSURED_OPTIONS = [sameLabel(5000, '5 000 EUR'), sameLabel(10000, '10 000 EUR')] as const;
