// A deliberate, narrow public surface: other parts of libs/domain (the catalogue) define their
// own enums for what the customer enters, so the tariff model only exports names of its own.
export {
  tariffMoneySchema,
  tariffFactorSchema,
  tariffOfferSchema,
  tariffDeclineSchema,
  TARIFF_FACTOR_KINDS,
  isDeclined,
  type TariffFactor,
  type TariffFactorKind,
  type TariffOffer,
  type TariffDecline,
  type TariffResult,
  type TariffContext,
} from './tariff.types';
export { replayFactors } from './tariff-calculation';
export { offerCharges, offerChargesSchema, SERVICE_FEE_FACTOR, type OfferCharges } from './offer-charges';
export {
  bonusMalusFactor,
  rcaRiskSchema,
  rcaZoneOf,
  RCA_BASE_PREMIUM_LEI,
  type RcaRisk,
} from '../lines/rca/rca.tariff';
export { greenCardRiskSchema, type GreenCardRisk } from '../lines/green-card/green-card.tariff';
export { roadTaxRiskSchema, type RoadTaxRisk } from '../lines/road-tax/road-tax.tariff';
export {
  mdVignetteRiskSchema,
  roVignetteRiskSchema,
  huVignetteRiskSchema,
  bgVignetteRiskSchema,
  roVignetteTariffOn,
  paymentRule,
  type MdVignetteRisk,
  type RoVignetteRisk,
  type HuVignetteRisk,
  type BgVignetteRisk,
} from './vignettes.tariff';
export { quote, TARIFF_RISK_SCHEMAS, type TariffRisk, type TariffRiskInput } from './quote';
export { destinationFromPrice, destinationPrices } from './destination-prices';
