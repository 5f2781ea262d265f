import { SPORT_TYPE_OPTIONS } from '../catalogue/options/travel.options';
import { TRAVEL_ZONES } from '../tariffs/travel-medical.tariff';
import { periodDays } from '../validation/period.rule';
import { dayOf, yearsSince } from './details-reader';
import { invalidOptions, mapped, type RiskMapper } from './risk-mapping';

type TravelZone = (typeof TRAVEL_ZONES)[number];

/**
 * The zone that prices a trip through several regions: the dearest of them. TRAVEL_ZONES lists
 * the zones from the cheapest daily rate to the dearest, so the last one chosen wins.
 */
export function travelZoneOf(regions: readonly TravelZone[]): TravelZone {
  return TRAVEL_ZONES.reduce<TravelZone>(
    (widest, zone) => (regions.includes(zone) ? zone : widest),
    regions[0] ?? TRAVEL_ZONES[0],
  );
}

/**
 * Travel medical: the zone of the regions (travelZoneOf); a single trip's days from its start to
 * its end, both included, or a multi-trip policy's insured days within its validity; each
 * traveller's age on the start date; the sport's risk grade from the catalogue's sport list.
 * `visa`: travellers are never asked; a trip to Europe is held to the Schengen visa rule (sum
 * insured at least 30,000 EUR, domain.md §10.3), whatever the passport.
 */
export const travelMedicalRisk: RiskMapper<'medical'> = (details) => {
  const start = dayOf(details.startDate);
  const single = details.travelType === 'single';
  const days = single ? periodDays(details.startDate, details.endDate ?? details.startDate) : details.insuredDays;
  if (!days) return invalidOptions([{ path: single ? 'endDate' : 'insuredDays', key: 'required' }]);
  const sport = SPORT_TYPE_OPTIONS.find((option) => option.value === details.sportType);
  return mapped<'medical'>(
    {
      zone: travelZoneOf(details.regions),
      sumInsured: details.amount,
      tripType: details.travelType,
      days,
      ...(single ? {} : { validityDays: details.insuranceValidity }),
      persons: details.persons.map((person) => ({ age: yearsSince(person.birthday, start) })),
      purpose: details.tripPurpose,
      ...(sport && (details.tripPurpose === 'ADV' || details.tripPurpose === 'SKI') ? { sportRisk: sport.risk } : {}),
      covid: details.covid,
      visa: details.regions.includes('europe'),
    },
    [],
    { days: single ? 'endDate' : 'insuredDays', validityDays: 'insuranceValidity', persons: 'persons' },
  );
};

/**
 * Property: the sum insured is the value of the chosen basis (market value or replacement cost,
 * lei). The cadastral register, when asked, must know the property as the type chosen.
 */
export const realEstateRisk: RiskMapper<'real-estate'> = (details, { facts }) => {
  const register = facts.property;
  if (register) {
    if (register.cadastralCode !== details.cadastralCode) {
      return invalidOptions([{ path: 'cadastralCode', key: 'invalid-cadastral-code' }]);
    }
    if (register.propertyType !== details.realEstateType) {
      return invalidOptions([{ path: 'realEstateType', key: 'invalid-option' }]);
    }
  }
  const valuePath = details.insuredValue === 'MV' ? 'marketValue' : 'replacementCost';
  return mapped<'real-estate'>(
    {
      propertyType: details.realEstateType,
      basis: details.insuredValue,
      sumInsured: Number(details[valuePath]),
      periodDays: details.insuranceValidity,
      beneficiary: details.beneficiary,
    },
    [],
    { sumInsured: valuePath, periodDays: 'insuranceValidity' },
  );
};
