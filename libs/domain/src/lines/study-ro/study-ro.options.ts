import { localized } from '@asiguro/i18n';
import type { FieldOption } from '../../catalogue/option';
import { sameLabel } from '../../catalogue/option';

/** Months of study a policy covers: a semester is 4–6, an academic year 9–10, a whole year 12. */
export const STUDY_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export const STUDY_MONTH_OPTIONS: FieldOption<(typeof STUDY_MONTHS)[number]>[] = STUDY_MONTHS.map((months) => ({
  value: months,
  label: localized('common.duration.months', { count: months }),
}));

/**
 * Sums insured in EUR. ASSUMPTION: Romanian universities and the General Inspectorate for
 * Immigration accept a policy that covers medical expenses, hospitalisation and repatriation in
 * Romania for the whole stay; 10,000 EUR is the least we offer, 30,000 EUR matches travel cover.
 */
export const STUDY_SUM_INSURED_OPTIONS = [sameLabel(10000, '10 000 EUR'), sameLabel(30000, '30 000 EUR')] as const;
