import { ruCommon } from './common.messages';
import { ruErrors } from './errors.messages';
import { ruFields } from './fields.messages';
import { ruRequired } from './required.messages';
import { ruStatuses } from './statuses.messages';
import { ruSteps } from './steps.messages';
import { ruValidation } from './validation.messages';

export const ruCatalogue = {
  common: ruCommon,
  errors: ruErrors,
  validation: ruValidation,
  fields: ruFields,
  required: ruRequired,
  steps: ruSteps,
  statuses: ruStatuses,
};
