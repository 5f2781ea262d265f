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
import { huVignetteCategoriesFor } from '../../underwriting/vehicle-facts';
import { HU_VIGNETTE_VALIDITIES, huVignetteRiskSchema, priceHuVignette } from '../../tariffs/vignettes.tariff';
import { huVignetteSpec } from './vignette-hu.product';
import { HU_VIGNETTE_TEXTS } from './vignette-hu.texts';

/**
 * The Hungarian e-matrica (domain.md §4.3), bought from the national toll system. When the state's
 * system cannot issue it, operators buy it by hand (the issuer's manual fallback).
 */
export const huVignetteLine = defineLine({
  spec: huVignetteSpec,
  texts: HU_VIGNETTE_TEXTS,
  icon: VIGNETTE_ICON,
  // The state's system, at the official tariff (no loading).
  sellers: { 'e-matrica': 1 },
  stateIssued: true,
  documents: ['policy', 'invoice', 'wallet_pass', 'google_pass'],
  inMyAccount: false,
  example: (start) => ({
    registrationCountry: 'UA' as const,
    plateNumber: 'АА1234ВВ',
    vehicleCategory: 'D1' as const,
    validity: 'weekly' as const,
    vignetteStartDate: start,
    driverFullName: 'Ion Popescu',
  }),
  startField: 'vignetteStartDate',
  tariff: { riskSchema: huVignetteRiskSchema, price: (risk, _issuer, _loading, ctx) => priceHuVignette(risk, ctx) },
  /** Category and validity as chosen; a registered vehicle must fit the category. */
  risk: (details, { facts }) => {
    const issues = facts.vehicle ? vignetteIssues(details, facts.vehicle, huVignetteCategoriesFor) : [];
    if (issues.length > 0) return invalidOptions(issues);
    const validity = tariffValidity(HU_VIGNETTE_VALIDITIES, details.validity);
    if (!validity) return unknownValidity();
    return {
      ok: true,
      risk: { category: details.vehicleCategory, validity, startDate: isoDateOf(details.vignetteStartDate) },
      assumptions: [],
    };
  },
  periodDays: (details) => vignettePeriodDays('hu', details),
  /** A vignette is for a vehicle: it names its driver, insures no person. */
  insuredPersons: () => [],
  contract: (details) => vignetteContract('hu', details),
  printed: {
    sections: ['vignette'],
    statements: ['vignette'],
    subject: (details) => vignetteSection('hu', details),
    sample: () => ({
      price: money(16.9, 'EUR'),
      from: '2025-06-03',
      to: '2025-06-12',
      extra: { vignette: { country: 'hu', category: 'D1', plateNumber: 'KLM 427', registrationCountry: 'MD' } },
    }),
  },
});
