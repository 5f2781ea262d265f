import { digitsOnlySchema } from '../../validation/amount.validator';
import { cadastralCodeSchema } from '../../validation/cadastral-code.validator';
import { companyNameSchema } from '../../validation/company-name.validator';
import { startDateSchema } from '../../validation/date-window.rule';
import { documentDateSchema } from '../../validation/document-date.rule';
import { choice, numberChoice, record, text } from '../../validation/keyed-schemas';
import type { Clock } from '../../validation/clock';
import { field, optional, when } from '../../catalogue/field';
import { valuesOf } from '../../catalogue/option';
import { VALIDITY_OPTIONS } from '../../catalogue/options/validity.options';
import { step, type ProductSpec } from '../../catalogue/product-spec';
import { CONTRACTOR_FIELDS, contractorSchema } from '../../catalogue/shared/contractor.details';
import { requireWhen } from '../../catalogue/shared/require-when';
import { BENEFICIARY_OPTIONS, INSURED_VALUE_OPTIONS, REAL_ESTATE_TYPE_OPTIONS } from './real-estate.options';

/** Cover may start today and be bought up to 90 days ahead (ASSUMPTION). */
const START_WINDOW = { minDays: 0, maxDays: 90 };

function detailsSchema(clock: Clock) {
  return record({
    realEstateType: choice(valuesOf(REAL_ESTATE_TYPE_OPTIONS)),
    cadastralCode: cadastralCodeSchema,
    address: text(300).optional(),
    insuredValue: choice(valuesOf(INSURED_VALUE_OPTIONS)),
    marketValue: digitsOnlySchema.optional(),
    replacementCost: digitsOnlySchema.optional(),
    documentNumber: text(40).optional(),
    documentDate: documentDateSchema(clock).optional(),
    beneficiary: choice(valuesOf(BENEFICIARY_OPTIONS)),
    beneficiaryName: companyNameSchema.optional(),
    insuranceValidity: numberChoice(valuesOf(VALIDITY_OPTIONS)),
    startDate: startDateSchema(START_WINDOW, clock),
    contractor: contractorSchema(clock),
  }).superRefine((details, ctx) => {
    requireWhen(ctx, details.insuredValue === 'MV', details.marketValue, ['marketValue']);
    requireWhen(ctx, details.insuredValue === 'RC', details.replacementCost, ['replacementCost']);
    requireWhen(ctx, details.beneficiary === 'other', details.beneficiaryName, ['beneficiaryName']);
  });
}

/**
 * Mortgage / property insurance (spec §3 Real estate; domain.md §9, §10.6): the property by its
 * cadastral code (the register returns the address), the basis of the insured value with the
 * matching amount in lei, the lending bank as beneficiary, the period, start and contractor.
 */
export const realEstateSpec: ProductSpec<'real-estate', ReturnType<typeof detailsSchema>> = {
  type: 'real-estate',
  numberPrefix: 'IMB',
  slugs: { ro: 'ipoteca', ru: 'mortgage', en: 'mortgage' },
  slugAliases: { ro: ['real-estate'] },
  startWindow: START_WINDOW,
  priceCurrency: 'MDL',
  expressOrder: false,
  enumerations: {
    realEstateType: REAL_ESTATE_TYPE_OPTIONS,
    insuredValue: INSURED_VALUE_OPTIONS,
    beneficiary: BENEFICIARY_OPTIONS,
    insuranceValidity: VALIDITY_OPTIONS,
  },
  steps: [
    step('real-estate', [
      field('realEstateType', 'select', { options: REAL_ESTATE_TYPE_OPTIONS }),
      field('cadastralCode', 'text'),
      ...optional([field('address', 'text', { fromRegistry: true })]),
      field('insuredValue', 'radio', { options: INSURED_VALUE_OPTIONS }),
      ...when({ field: 'insuredValue', in: ['MV'] }, [field('marketValue', 'number')]),
      ...when({ field: 'insuredValue', in: ['RC'] }, [field('replacementCost', 'number')]),
      ...optional([field('documentNumber', 'text'), field('documentDate', 'date')]),
    ]),
    step('insurance-details', [
      field('beneficiary', 'select', { options: BENEFICIARY_OPTIONS }),
      ...when({ field: 'beneficiary', in: ['other'] }, [field('beneficiaryName', 'text')]),
      field('insuranceValidity', 'select', { options: VALIDITY_OPTIONS }),
      field('startDate', 'date'),
    ]),
    step('contractor', CONTRACTOR_FIELDS),
  ],
  details: detailsSchema,
};
