import { localized } from '@asiguro/i18n';
import type { FieldOption } from '../option';

/** Individual (IDNP) or company (IDNO) contractor (spec §3). */
export const CONTRACTOR_TYPE_OPTIONS: FieldOption<'individual' | 'company'>[] = [
  { value: 'individual', label: localized('common.contractor-type.individual') },
  { value: 'company', label: localized('common.contractor-type.company') },
];
