/**
 * An RCA quote as our adapters send it to an insurer (`POST /insurers/:slug/quotes`): domain.md's
 * worked example (a 1,598 cm³ car in zone A, an owner of 35 with 10 years of driving, bonus-malus
 * class 9), priced on a fixed day with fixed rates, so every answer is reproducible.
 */
export const RCA_QUOTE_EXAMPLE = {
  product: 'rca' as const,
  risk: {
    vehicle: { category: 'car', engineVolume: 1598 },
    zone: 'A',
    owner: { type: 'individual', age: 35, experienceYears: 10 },
    periodDays: 365,
    bonusMalusClass: 9,
  },
  date: '2026-11-22',
  rates: { MDL: 1, EUR: 19.45, RON: 3.91, USD: 17.6, HUF: 0.0492 },
};
