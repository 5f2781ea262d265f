import { roCommon } from './common.messages';
import { roErrors } from './errors.messages';
import { roFields } from './fields.messages';
import { roRequired } from './required.messages';
import { roStatuses } from './statuses.messages';
import { roSteps } from './steps.messages';
import { roValidation } from './validation.messages';

export const roCatalogue = {
  common: roCommon,
  errors: roErrors,
  validation: roValidation,
  fields: roFields,
  required: roRequired,
  steps: roSteps,
  statuses: roStatuses,
};
