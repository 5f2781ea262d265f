import { digitsOnlySchema } from '../../validation/amount.validator';
import { cadastralCodeSchema } from '../../validation/cadastral-code.validator';
import { companyNameSchema } from '../../validation/company-name.validator';
import { startDateSchema } from '../../validation/date-window.rule';
import { documentDateSchema } from '../../validation/document-date.rule';
import { choice, numberChoice, record, text } from '../../validation/keyed-schemas';
import { field, optional, when } from '../field';
import { valuesOf } from '../option';
import { BENEFICIARY_OPTIONS, INSURED_VALUE_OPTIONS, REAL_ESTATE_TYPE_OPTIONS } from '../options/real-estate.options';
import { VALIDITY_OPTIONS } from '../options/validity.options';
import { defineProduct, step } from '../product-definition';
import { CONTRACTOR_FIELDS, contractorSchema } from '../shared/contractor.details';
import { requireWhen } from '../shared/require-when';

/** Cover may start today and be bought up to 90 days ahead (ASSUMPTION). */
const START_WINDOW = { minDays: 0, maxDays: 90 };

/**
 * Mortgage / property insurance (spec §3 Real estate; domain.md §9, §10.6): the property by its
 * cadastral code (the register returns the address), the basis of the insured value with the
 * matching amount in lei, the lending bank as beneficiary, the period, start and contractor.
 */
export const realEstateProduct = defineProduct({
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
  details: (clock) =>
    record({
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
    }),
});
