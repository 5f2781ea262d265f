import { idnxCheckDigit } from '../validation/idnx.validator';

/*
 * The people and companies of the examples, apart from details-examples.ts (which reads the
 * registry of lines) so that a line's own folder can use them without an import cycle.
 */

/** A valid IDNP for examples: its first twelve digits and their check digit. */
export const withCheckDigit = (firstTwelve: string) => firstTwelve + idnxCheckDigit(firstTwelve);

/** Valid codes for examples and tests: IDNPs built with their check digit, a published IDNO. */
export const EXAMPLE_CODES = {
  idnp: withCheckDigit('200400012345'),
  otherIdnp: withCheckDigit('200400054321'),
  foreignerIdnp: withCheckDigit('098700011223'),
  idno: '1002600005819',
} as const;

/** The contractor of most examples: a person, by IDNP. */
export const EXAMPLE_INDIVIDUAL = {
  contractorType: 'individual' as const,
  idnp: EXAMPLE_CODES.idnp,
  firstName: 'Ion',
  lastName: 'Popescu',
  birthday: '15.04.1985',
};

/** The company contractor of the examples, by IDNO (the registry gives its name). */
export const EXAMPLE_COMPANY_CONTRACTOR = { contractorType: 'company' as const, idno: EXAMPLE_CODES.idno };

/** The insured person of the document samples (the names carry ș ț ă î â on purpose). */
export const SAMPLE_INSURED_PERSON = {
  fullName: 'Ion Țurcanu',
  birthday: '1985-03-14',
  personalCode: '2002004123459',
  passportNumber: 'AB1234567',
};

/** The car of the motor examples, its technical inspection valid until `inspectionUntil` (dd.MM.yyyy). */
export function exampleCarDetails(inspectionUntil: string) {
  return {
    certificateNumber: '123456789',
    plateNumber: 'ABC 123',
    make: 'Dacia',
    model: 'Logan',
    vinCode: 'UU1LSDAAH12345678',
    vehicleType: 'M1' as const,
    vehicleCategory: 'M1' as const,
    engineType: 1 as const,
    engineVolume: 1598,
    placesNumber: 5,
    standingPlaces: 0,
    technicalInspectionValidUntil: inspectionUntil,
  };
}

/** The vehicle of the motor document samples. */
export const SAMPLE_VEHICLE = {
  plateNumber: 'KLM 427',
  make: 'Dacia',
  model: 'Logan',
  vin: 'UU1LSDAAG53814627',
  registrationCertificate: '214530987',
  registrationCountry: 'MD',
  category: 'M1',
  engineVolume: 1461,
  seats: 5,
};
