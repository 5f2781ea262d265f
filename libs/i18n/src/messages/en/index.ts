import { enCommon } from './common.messages';
import { enErrors } from './errors.messages';
import { enFields } from './fields.messages';
import { enProducts } from './products.messages';
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
  products: enProducts,
  steps: enSteps,
  statuses: enStatuses,
};
