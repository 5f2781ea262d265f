import { ruCommon } from './common.messages';
import { ruErrors } from './errors.messages';
import { ruFields } from './fields.messages';
import { ruProducts } from './products.messages';
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
  products: ruProducts,
  steps: ruSteps,
  statuses: ruStatuses,
};
