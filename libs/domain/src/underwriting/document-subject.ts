import { isLineItem, lineOfItem } from '../lines';
import type { Locale } from '@asiguro/i18n';
import { MOLDOVAN_REGION_OPTIONS } from '../catalogue/options/regions.options';
import { BENEFICIARY_OPTIONS } from '../catalogue/options/real-estate.options';
import { TRAVEL_REGION_OPTIONS } from '../catalogue/options/travel.options';
import type { VignetteCountry } from '../catalogue/options/vignette.options';
import { money, type Money } from '../money/money';
import { todayIn } from '../validation/calendar-date';
import { periodDays } from '../validation/period.rule';
import type { ReadItem } from './details-reader';
import { readOrderItem, unmappable } from './issuance-subject';
import {
  contractorCode,
  contractorOf,
  insuredPersonsOf,
  payerOf,
  type InsuredPerson,
  type PayerParty,
} from './parties';
import type { UnderwritingFacts, UnderwritingOrder } from './underwriting.types';
import { knownVehicle, type DetailsVehicle } from './vehicle-facts';

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

/** The least sum insured a Schengen visa accepts (domain.md §9: mfa.gov.md). */
export const SCHENGEN_MINIMUM_EUR = 30_000;

/** Travel regions that include every Schengen state. */
const SCHENGEN_REGIONS: readonly string[] = ['europe', 'worldwide-ex-us-ca', 'worldwide'];

/** Property damage is insured with a 1% deductible (5% for total loss and fire; domain.md §10.6). */
const PROPERTY_DAMAGE_DEDUCTIBLE_PERCENT = 1;

function vehicleSection(details: Partial<DetailsVehicle>, facts: UnderwritingFacts): DocumentVehicle {
  const vehicle = knownVehicle(details, facts.vehicle);
  if (!vehicle.plateNumber) throw unmappable([{ path: 'facts.vehicle', key: 'required' }]);
  return {
    plateNumber: vehicle.plateNumber,
    ...(vehicle.make ? { make: vehicle.make } : {}),
    ...(vehicle.model ? { model: vehicle.model } : {}),
    ...(vehicle.vin ? { vin: vehicle.vin } : {}),
    ...(vehicle.certificateNumber ? { registrationCertificate: vehicle.certificateNumber } : {}),
    // A certificate of RCA Data is Moldovan unless the registry says otherwise.
    registrationCountry: vehicle.registrationCountry ?? 'MD',
    ...(vehicle.euCategory ? { category: vehicle.euCategory } : {}),
    ...(vehicle.engineVolume !== undefined ? { engineVolume: vehicle.engineVolume } : {}),
    // Trailers have no seats; the documents print only a positive count.
    ...(vehicle.seats ? { seats: vehicle.seats } : {}),
  };
}

function label<V extends string | number>(
  options: readonly { value: V; label: Record<Locale, string> }[],
  value: V,
  locale: Locale,
): string {
  return options.find((option) => option.value === value)?.label[locale] ?? String(value);
}

type Sections = Omit<DocumentSubject, 'insuredPersons' | 'payer'>;

function lineSections(item: ReadItem, facts: UnderwritingFacts, locale: Locale, paidAt: Date): Sections {
  if (isLineItem(item)) {
    return lineOfItem(item).printed.subject(item.details, facts, locale);
  }
  switch (item.type) {
    case 'rca':
      return {
        vehicle: vehicleSection(item.details.vehicle, facts),
        motor: {
          contractType: item.details.contractType,
          ...(facts.vehicle ? { bonusMalusClass: String(facts.vehicle.bonusMalusClass) } : {}),
        },
      };
    case 'green-card':
      return {
        vehicle: vehicleSection(item.details.vehicle, facts),
        greenCard: { zone: item.details.zone, vehicleClass: item.details.vehicleClass },
      };
    case 'casco': {
      const d = item.details;
      return {
        vehicle: vehicleSection(d.vehicle, facts),
        coverage: { sumInsured: money(Number(d.marketValue), 'MDL'), deductiblePercent: d.deductible },
      };
    }
    case 'roadside-assistance-eu':
      return {
        vehicle: vehicleSection(item.details.vehicle, facts),
        coverage: { assistance: item.details.coverage },
      };
    case 'road-tax': {
      const d = item.details;
      const contractor = d.contractor;
      return {
        vehicle: vehicleSection(d.vehicle, facts),
        roadTax: {
          // The tax is annual, for the year it is paid in.
          taxYear: todayIn(paidAt).getFullYear(),
          region: label(MOLDOVAN_REGION_OPTIONS, d.region, locale),
          locality: d.locality,
          idnx: contractorCode(contractor),
        },
      };
    }
    // The delivery prints nothing of its own (its line on the invoice names it).
    case 'courier-delivery':
      return {};
    case 'medical': {
      const d = item.details;
      const single = d.travelType === 'single';
      const insuredDays = single ? periodDays(d.startDate, d.endDate ?? d.startDate) : d.insuredDays;
      return {
        trip: {
          territory: d.regions.map((region) => label(TRAVEL_REGION_OPTIONS, region, locale)).join(', '),
          type: single ? 'single' : 'multiple',
          purpose: d.tripPurpose,
          ...(insuredDays ? { insuredDays } : {}),
          sumInsured: money(d.amount, 'EUR'),
          schengen: d.amount >= SCHENGEN_MINIMUM_EUR && d.regions.some((region) => SCHENGEN_REGIONS.includes(region)),
        },
      };
    }
    case 'real-estate': {
      const d = item.details;
      const address = d.address ?? facts.property?.address;
      if (!address) throw unmappable([{ path: 'facts.property', key: 'required' }]);
      const value = Number(d.insuredValue === 'MV' ? d.marketValue : d.replacementCost);
      return {
        property: {
          type: d.realEstateType,
          address,
          cadastralCode: d.cadastralCode,
          sumInsured: money(value, 'MDL'),
          valueBasis: d.insuredValue,
          beneficiary:
            d.beneficiary === 'other' && d.beneficiaryName
              ? d.beneficiaryName
              : label(BENEFICIARY_OPTIONS, d.beneficiary, locale),
        },
        coverage: { deductiblePercent: PROPERTY_DAMAGE_DEDUCTIBLE_PERCENT },
      };
    }
    case 'vignette:ro':
    case 'vignette:md':
    case 'vignette:hu':
      return {
        vignette: {
          country: item.type.slice('vignette:'.length) as VignetteCountry,
          category: item.details.vehicleCategory,
          plateNumber: item.details.plateNumber,
          registrationCountry: item.details.registrationCountry,
        },
      };
    case 'vignette:bg':
      return {
        vignette: {
          country: 'bg',
          // The marketplace sells Bulgaria's category 3 only (cars and vans up to 3.5 t).
          category: '3',
          plateNumber: item.details.plateNumber,
          registrationCountry: item.details.registrationCountry,
        },
      };
  }
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
