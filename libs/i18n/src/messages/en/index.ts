import { enCommon } from './common.messages';
import { enErrors } from './errors.messages';
import { enFields } from './fields.messages';
import { enRequired } from './required.messages';
import { enStatuses } from './statuses.messages';
import { enSteps } from './steps.messages';
import { enValidation } from './validation.messages';

export const enCatalogue = {
  common: enCommon,
  errors: enErrors,
  validation: enValidation,
  fields: enFields,
  required: enRequired,
  steps: enSteps,
  statuses: enStatuses,
};
