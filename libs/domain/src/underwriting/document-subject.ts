import { lineOfItem } from '../lines';
import type { Locale } from '@asiguro/i18n';
import type { VignetteCountry } from '../catalogue/options/vignette.options';
import type { Money } from '../money/money';
import type { ReadItem } from './details-reader';
import { readOrderItem } from './issuance-subject';
import { unmappable } from './risk-mapping';
import { contractorOf, insuredPersonsOf, payerOf, type InsuredPerson, type PayerParty } from './parties';
import type { UnderwritingFacts, UnderwritingOrder } from './underwriting.types';

/*
 * The sections of libs/documents' DocumentData that come from the order (its schemas accept
 * them: personSchema, vehicleSchema, greenCardSchema, propertySchema, tripSchema, vignetteSchema,
 * roadTaxSchema, coverageSchema, partySchema). The rest (numbers, validity, price, seller, terms)
 * comes from the policy and the payment.
 */

export interface DocumentVehicle {
  plateNumber: string;
  make?: string;
  model?: string;
  vin?: string;
  registrationCertificate?: string;
  registrationCountry?: string;
  category?: string;
  engineVolume?: number;
  seats?: number;
}

export interface DocumentGreenCard {
  zone: 'CL' | 'CA';
  vehicleClass: 'A' | 'C1' | 'C2' | 'E1' | 'E2';
}

export interface DocumentProperty {
  type: 'building' | 'rooms' | 'terrain';
  address: string;
  cadastralCode: string;
  sumInsured: Money;
  valueBasis?: 'MV' | 'RC';
  beneficiary?: string;
}

export interface DocumentTrip {
  /** The regions' labels in the order's language. */
  territory: string;
  type: 'single' | 'multiple';
  purpose: 'TRVL' | 'SKI' | 'ADV' | 'BIZZ' | 'STUDY' | 'WORK' | 'GSTRB';
  insuredDays?: number;
  sumInsured?: Money;
  /** Meets a Schengen visa's conditions: the Schengen states covered, at least 30,000 EUR. */
  schengen: boolean;
}

/** RCA: the contract type the customer chose and the bonus-malus class RCA Data gave. */
export interface DocumentMotorContract {
  contractType: 'unlimited' | 'limited';
  bonusMalusClass?: string;
}

export interface DocumentVignette {
  country: VignetteCountry;
  category: string;
  plateNumber: string;
  registrationCountry: string;
}

export interface DocumentRoadTax {
  taxYear: number;
  region: string;
  locality: string;
  /** The payer's IDNP or IDNO as filed with the tax service. */
  idnx: string;
}

export interface DocumentCoverage {
  sumInsured?: Money;
  deductiblePercent?: number;
  assistance?: 'RO' | 'RO_EU';
  flightNumbers?: string[];
  baggagePieces?: number;
}

/** The order's part of a policy's documents: each line gives the sections its documents require. */
export interface DocumentSubject {
  insuredPersons: InsuredPerson[];
  vehicle?: DocumentVehicle;
  greenCard?: DocumentGreenCard;
  property?: DocumentProperty;
  trip?: DocumentTrip;
  vignette?: DocumentVignette;
  roadTax?: DocumentRoadTax;
  coverage?: DocumentCoverage;
  motor?: DocumentMotorContract;
  payer: PayerParty;
}

type Sections = Omit<DocumentSubject, 'insuredPersons' | 'payer'>;

function lineSections(item: ReadItem, facts: UnderwritingFacts, locale: Locale, paidAt: Date): Sections {
  return lineOfItem(item).printed.subject(item.details, facts, locale, paidAt);
}

/**
 * The sections of a policy's documents that come from the order (its first item): the insured
 * persons (birthdays as ISO dates), the vehicle (registry record first, then the details), the
 * Green Card, property, trip (territory labels in `locale`), vignette and road-tax sections, the
 * coverage (sums insured as Money) and the payer (the billing company, else the contractor, else
 * a vignette's driver). `paidAt` dates the road tax's fiscal year and judges lines without a start
 * date. Each line gives what libs/documents requires of it. Throws a DomainError
 * `invalid-options` (with issues) when a required fact is unknown (a missing registry answer).
 */
export function documentSubjectFor(
  order: UnderwritingOrder,
  facts: UnderwritingFacts,
  options: { locale: Locale; paidAt: Date },
): DocumentSubject {
  const item = readOrderItem(order, options.paidAt);
  const payer = payerOf(item, order.billing, order.contact, facts);
  if (!payer) {
    const path = contractorOf(item)?.contractorType === 'individual' ? 'contractor.firstName' : 'billing.companyName';
    throw unmappable([{ path, key: 'required' }]);
  }
  return {
    insuredPersons: insuredPersonsOf(item),
    ...lineSections(item, facts, options.locale, options.paidAt),
    payer,
  };
}
