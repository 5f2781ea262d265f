import {
  tariffValidity,
  unknownValidity,
  VIGNETTE_ICON,
  vignetteContract,
  vignetteIssues,
  vignettePeriodDays,
  vignetteSection,
} from '../../underwriting/vignette-sections';
import { isoDateOf } from '../../underwriting/details-dates';
import { invalidOptions } from '../../underwriting/risk-mapping';
import { money } from '../../money/money';
import { defineLine } from '../product-line';
import { roVignetteCategoriesFor } from '../../underwriting/vehicle-facts';
import { RO_VIGNETTE_VALIDITIES, priceRoVignette, roVignetteRiskSchema } from '../../tariffs/vignettes.tariff';
import { roVignetteSpec } from './vignette-ro.product';
import { RO_VIGNETTE_TEXTS } from './vignette-ro.texts';

/**
 * The Romanian rovinieta (domain.md §4.1), bought from CNAIR's e-rovinieta system for a Moldovan or
 * Ukrainian vehicle: sold on its own and next to a motor or travel order. When the state's system
 * cannot issue it, operators buy it by hand (the issuer's manual fallback).
 */
export const roVignetteLine = defineLine({
  spec: roVignetteSpec,
  texts: RO_VIGNETTE_TEXTS,
  icon: VIGNETTE_ICON,
  // The state's system, at the official tariff (no loading).
  sellers: { 'e-rovinieta': 1 },
  stateIssued: true,
  documents: ['policy', 'invoice', 'wallet_pass', 'google_pass'],
  inMyAccount: true,
  example: (start) => ({
    registrationCountry: 'MD' as const,
    certificateNumber: '123456789',
    plateNumber: 'ABC 123',
    vinCode: 'UU1LSDAAH12345678',
    vehicleCategory: 'A' as const,
    validity: '30_days' as const,
    vignetteStartDate: start,
    driverFullName: 'Ion Popescu',
  }),
  startField: 'vignetteStartDate',
  tariff: { riskSchema: roVignetteRiskSchema, price: (risk, _issuer, _loading, ctx) => priceRoVignette(risk, ctx) },
  /** Category and validity as chosen; the tariff in force on the first day (ISO start date). */
  risk: (details, { facts }) => {
    const issues = facts.vehicle ? vignetteIssues(details, facts.vehicle, roVignetteCategoriesFor) : [];
    if (issues.length > 0) return invalidOptions(issues);
    const validity = tariffValidity(RO_VIGNETTE_VALIDITIES, details.validity);
    if (!validity) return unknownValidity();
    return {
      ok: true,
      risk: { category: details.vehicleCategory, validity, startDate: isoDateOf(details.vignetteStartDate) },
      assumptions: [],
    };
  },
  periodDays: (details) => vignettePeriodDays('ro', details),
  /** A vignette is for a vehicle: it names its driver, insures no person. */
  insuredPersons: () => [],
  contract: (details) => vignetteContract('ro', details),
  printed: {
    sections: ['vignette'],
    statements: ['vignette'],
    subject: (details) => vignetteSection('ro', details),
    sample: () => ({
      price: money(9.5, 'EUR'),
      from: '2025-06-03',
      to: '2025-07-02',
      extra: { vignette: { country: 'ro', category: 'A', plateNumber: 'KLM 427', registrationCountry: 'MD' } },
    }),
  },
});
