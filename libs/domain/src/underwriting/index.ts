export * from './underwriting.types';
export { factsNeeded, type FactsNeeded, type VehicleLookup } from './facts-needed';
export { riskFor, type RiskResult } from './risk-for';
export { readDetails } from './details-reader';
export { UNKNOWN_DRIVER, LICENCE_AGE, type RiskAssumption, type RiskRefusal } from './risk-mapping';
export { issuanceSubjectFor, type IssuanceSubject, type InsuredSubject } from './issuance-subject';
export {
  documentSubjectFor,
  type DocumentSubject,
  type DocumentVehicle,
  type DocumentGreenCard,
  type DocumentProperty,
  type DocumentTrip,
  type DocumentVignette,
  type DocumentRoadTax,
  type DocumentCoverage,
  type DocumentMotorContract,
} from './document-subject';
export type { PayerParty, InsuredPerson } from './parties';
export { requestedPeriod } from './requested-period';
