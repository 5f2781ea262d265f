import { startDateSchema } from '../../validation/date-window.rule';
import { futureDateSchema } from '../../validation/future-date.rule';
import { choice, flag, list, numberChoice, record } from '../../validation/keyed-schemas';
import { periodRule } from '../../validation/period.rule';
import { field, optional, when } from '../../catalogue/field';
import { valuesOf } from '../../catalogue/option';
import {
  COVER_TYPE_OPTIONS,
  INSURED_DAYS_OPTIONS,
  MULTI_TRIP_VALIDITIES,
  MULTI_TRIP_VALIDITY_OPTIONS,
  RISK_FACTOR_OPTIONS,
  SPORT_PURPOSES,
  SPORT_TYPE_OPTIONS,
  TRAVEL_REGION_OPTIONS,
  TRAVEL_SUM_INSURED_OPTIONS,
  TRAVEL_TYPE_OPTIONS,
  TRIP_PURPOSE_OPTIONS,
} from './medical.options';
import { step, type ProductSpec } from '../../catalogue/product-spec';
import { CONTRACTOR_FIELDS, contractorSchema } from '../../catalogue/shared/contractor.details';
import { MAX_PERSONS, TRAVELLER_FIELDS, travellersSchema } from '../../catalogue/shared/person.details';
import { issueWhen, requireWhen } from '../../catalogue/shared/require-when';
import { ISSUERS } from '../../partners/issuers';
import type { Clock } from '../../validation/clock';

/** Trips may be insured up to a year ahead (ASSUMPTION) and last at most a year (mfa.gov.md). */
const START_WINDOW = { minDays: 0, maxDays: 365 };
const MAX_TRIP_DAYS = 365;
const SINGLE = { field: 'travelType', in: ['single'] };
const MULTI = { field: 'travelType', in: ['multi'] };

function detailsSchema(clock: Clock) {
  return record({
    travelType: choice(valuesOf(TRAVEL_TYPE_OPTIONS)),
    regions: list(choice(valuesOf(TRAVEL_REGION_OPTIONS)), 1, TRAVEL_REGION_OPTIONS.length),
    startDate: startDateSchema(START_WINDOW, clock),
    endDate: futureDateSchema(clock).optional(),
    insuredDays: numberChoice(valuesOf(INSURED_DAYS_OPTIONS)).optional(),
    insuranceValidity: numberChoice(valuesOf(MULTI_TRIP_VALIDITY_OPTIONS)).optional(),
    tripPurpose: choice(valuesOf(TRIP_PURPOSE_OPTIONS)),
    sportType: choice(valuesOf(SPORT_TYPE_OPTIONS)).optional(),
    amount: numberChoice(valuesOf(TRAVEL_SUM_INSURED_OPTIONS)),
    covid: flag(),
    coverType: choice(valuesOf(COVER_TYPE_OPTIONS)).optional(),
    riskFactors: list(choice(valuesOf(RISK_FACTOR_OPTIONS)), 0, RISK_FACTOR_OPTIONS.length).optional(),
    persons: travellersSchema(clock),
    contractor: contractorSchema(clock),
  }).superRefine((details, ctx) => {
    if (details.travelType === 'single') {
      requireWhen(ctx, true, details.endDate, ['endDate']);
      const period = details.endDate && periodRule(details.startDate, details.endDate, { maxDays: MAX_TRIP_DAYS });
      if (period) ctx.addIssue({ code: 'custom', message: period, path: ['endDate'] });
    } else {
      requireWhen(ctx, true, details.insuredDays, ['insuredDays']);
      requireWhen(ctx, true, details.insuranceValidity, ['insuranceValidity']);
      const allowed = details.insuredDays === undefined ? undefined : MULTI_TRIP_VALIDITIES[details.insuredDays];
      issueWhen(
        ctx,
        allowed !== undefined &&
          details.insuranceValidity !== undefined &&
          !allowed.includes(details.insuranceValidity),
        ['insuranceValidity'],
        'invalid-option',
      );
    }
    requireWhen(ctx, (SPORT_PURPOSES as readonly string[]).includes(details.tripPurpose), details.sportType, [
      'sportType',
    ]);
  });
}

/**
 * Travel medical insurance for residents (spec §3 Travel; domain.md §9, §10.3): one trip with
 * start and end dates, or several trips within a validity (insured days paired with a validity in
 * months); regions, purpose (a sport for ADV and SKI), COVID add-on, sum insured, the travellers
 * and the contractor.
 */
export const medicalSpec: ProductSpec<'medical', ReturnType<typeof detailsSchema>> = {
  type: 'medical',
  numberPrefix: 'IAM',
  slugs: { ro: 'medical', ru: 'travel', en: 'travel' },
  // ASSUMPTION: the six insurers with their own travel page are the first six selling it.
  insurerPages: ['moldasig', 'donaris', 'grawe', 'acord-grup', 'general', 'intact'],
  // The insurer that refuses travellers already abroad asks for the statement that they are in Moldova.
  presenceStatementInsurers: ISSUERS.filter((issuer) => issuer.refusesInsuredAbroad).map((issuer) => issuer.slug),
  startWindow: START_WINDOW,
  priceCurrency: 'EUR',
  expressOrder: false,
  enumerations: {
    travelType: TRAVEL_TYPE_OPTIONS,
    regions: TRAVEL_REGION_OPTIONS,
    tripPurpose: TRIP_PURPOSE_OPTIONS,
    sportType: SPORT_TYPE_OPTIONS,
    riskFactors: RISK_FACTOR_OPTIONS,
    coverType: COVER_TYPE_OPTIONS,
    amount: TRAVEL_SUM_INSURED_OPTIONS,
    insuredDays: INSURED_DAYS_OPTIONS,
    insuranceValidity: MULTI_TRIP_VALIDITY_OPTIONS,
  },
  steps: [
    step('trip', [
      field('travelType', 'radio', { options: TRAVEL_TYPE_OPTIONS }),
      field('regions', 'multi-select', { options: TRAVEL_REGION_OPTIONS }),
      field('startDate', 'date'),
      ...when(SINGLE, [field('endDate', 'date')]),
      ...when(MULTI, [
        field('insuredDays', 'select', { options: INSURED_DAYS_OPTIONS }),
        field('insuranceValidity', 'select', { options: MULTI_TRIP_VALIDITY_OPTIONS }),
      ]),
      field('tripPurpose', 'select', { options: TRIP_PURPOSE_OPTIONS }),
      ...when({ field: 'tripPurpose', in: SPORT_PURPOSES }, [
        field('sportType', 'select', { options: SPORT_TYPE_OPTIONS }),
      ]),
      field('amount', 'radio', { options: TRAVEL_SUM_INSURED_OPTIONS }),
      field('covid', 'checkbox'),
      ...optional([
        field('coverType', 'radio', { options: COVER_TYPE_OPTIONS }),
        field('riskFactors', 'multi-select', { options: RISK_FACTOR_OPTIONS }),
      ]),
    ]),
    step('persons', [
      field('persons', 'persons-list', { itemFields: TRAVELLER_FIELDS, minItems: 1, maxItems: MAX_PERSONS }),
    ]),
    step('contractor', CONTRACTOR_FIELDS),
  ],
  details: detailsSchema,
};
