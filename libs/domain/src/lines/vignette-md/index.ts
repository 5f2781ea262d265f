import {
  tariffValidity,
  unknownValidity,
  VIGNETTE_ICON,
  vignetteContract,
  vignettePeriodDays,
  vignetteSection,
} from '../../underwriting/vignette-sections';
import { isoDateOf } from '../../underwriting/details-dates';
import { money } from '../../money/money';
import { defineLine } from '../product-line';
import { MD_VIGNETTE_VALIDITIES, mdVignetteRiskSchema, priceMdVignette } from '../../tariffs/vignettes.tariff';
import { mdVignetteSpec } from './vignette-md.product';
import { MD_VIGNETTE_TEXTS } from './vignette-md.texts';

/**
 * The Moldovan vignette (domain.md §4.2) for a vehicle registered abroad, bought from the road
 * administration's e-vinieta system. When the state's system cannot issue it, operators buy it by
 * hand (the issuer's manual fallback).
 */
export const mdVignetteLine = defineLine({
  spec: mdVignetteSpec,
  texts: MD_VIGNETTE_TEXTS,
  icon: VIGNETTE_ICON,
  // The state's system, at the official tariff (no loading).
  sellers: { 'evinieta-md': 1 },
  stateIssued: true,
  documents: ['policy', 'invoice', 'wallet_pass', 'google_pass'],
  inMyAccount: true,
  example: (start) => ({
    registrationCountry: 'UA',
    plateNumber: 'AA1234BB',
    vehicleCategory: 'M1' as const,
    validity: '15_days' as const,
    vignetteStartDate: start,
    driverFullName: 'Олександр Шевченко',
  }),
  startField: 'vignetteStartDate',
  tariff: { riskSchema: mdVignetteRiskSchema, price: (risk, _issuer, _loading, ctx) => priceMdVignette(risk, ctx) },
  /** Category, validity and country of registration as typed (a foreign vehicle: no registry). */
  risk: (details) => {
    const validity = tariffValidity(MD_VIGNETTE_VALIDITIES, details.validity);
    if (!validity) return unknownValidity();
    return {
      ok: true,
      risk: {
        category: details.vehicleCategory,
        validity,
        registrationCountry: details.registrationCountry,
        startDate: isoDateOf(details.vignetteStartDate),
      },
      assumptions: [],
    };
  },
  periodDays: (details) => vignettePeriodDays('md', details),
  /** A vignette is for a vehicle: it names its driver, insures no person. */
  insuredPersons: () => [],
  contract: (details) => vignetteContract('md', details),
  printed: {
    sections: ['vignette'],
    statements: ['vignette'],
    subject: (details) => vignetteSection('md', details),
    sample: () => ({
      price: money(16, 'EUR'),
      from: '2025-06-03',
      to: '2025-07-02',
      extra: { vignette: { country: 'md', category: 'M1', plateNumber: 'AA1234BB', registrationCountry: 'UA' } },
    }),
  },
});
