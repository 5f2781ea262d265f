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
import type { RiskAssumption } from '../../underwriting/risk-mapping';
import { BG_VIGNETTE_VALIDITIES, bgVignetteRiskSchema, priceBgVignette } from '../../tariffs/vignettes.tariff';
import { bgVignetteSpec } from './vignette-bg.product';
import { BG_VIGNETTE_TEXTS } from './vignette-bg.texts';

/** The Bulgarian category-3 vignette is sold for vehicles up to this authorised weight. */
export const BG_CATEGORY_3_MAX_KG = 3500;

/**
 * The Bulgarian e-vignette, category 3 (domain.md §4.4), bought from BG Toll. When the state's
 * system cannot issue it, operators buy it by hand (the issuer's manual fallback).
 */
export const bgVignetteLine = defineLine({
  spec: bgVignetteSpec,
  texts: BG_VIGNETTE_TEXTS,
  icon: VIGNETTE_ICON,
  // The state's system, at the official tariff (no loading).
  sellers: { 'bg-toll': 1 },
  stateIssued: true,
  documents: ['policy', 'invoice', 'wallet_pass', 'google_pass'],
  inMyAccount: false,
  example: (start) => ({
    registrationCountry: 'MD' as const,
    certificateNumber: '123456789',
    plateNumber: 'ABC 123',
    validity: 'week' as const,
    vignetteStartDate: start,
    driverFullName: 'Ion Popescu',
  }),
  startField: 'vignetteStartDate',
  tariff: { riskSchema: bgVignetteRiskSchema, price: (risk, _issuer, _loading, ctx) => priceBgVignette(risk, ctx) },
  /**
   * The validity as chosen; the authorised weight from RCA Data when known (the tariff declines
   * above 3.5 t). Never asked: without the registry, buying category 3 is taken as the statement
   * that the vehicle is within it (3,500 kg assumed, reported).
   */
  risk: (details, { facts }) => {
    const issues = facts.vehicle ? vignetteIssues(details, facts.vehicle) : [];
    if (issues.length > 0) return invalidOptions(issues);
    const validity = tariffValidity(BG_VIGNETTE_VALIDITIES, details.validity);
    if (!validity) return unknownValidity();
    const assumptions: RiskAssumption[] = [];
    if (!facts.vehicle) {
      assumptions.push({
        factor: 'authorized-weight',
        note: `unknown: ${BG_CATEGORY_3_MAX_KG} kg assumed (category 3)`,
      });
    }
    return {
      ok: true,
      risk: {
        validity,
        authorizedWeightKg: facts.vehicle?.authorizedWeightKg ?? BG_CATEGORY_3_MAX_KG,
        startDate: isoDateOf(details.vignetteStartDate),
      },
      assumptions,
    };
  },
  periodDays: (details) => vignettePeriodDays('bg', details),
  /** A vignette is for a vehicle: it names its driver, insures no person. */
  insuredPersons: () => [],
  contract: (details) => vignetteContract('bg', details),
  printed: {
    sections: ['vignette'],
    statements: ['vignette'],
    subject: (details) => vignetteSection('bg', details),
    sample: () => ({
      price: money(7.67, 'EUR'),
      from: '2025-06-03',
      to: '2025-06-09',
      extra: { vignette: { country: 'bg', category: '3', plateNumber: 'KLM 427', registrationCountry: 'MD' } },
    }),
  },
});
