import { EXAMPLE_CODES, exampleDetails } from '../catalogue/details-examples';
import { dayOfIso, readDetails, type ReadItem } from './details-reader';
import { contractorIneligibility, contractorName, insuredPersonsOf, payerOf, type DetailsContractor } from './parties';
import { companyCar, EXAMPLE_COMPANY, exampleCar, TEST_NOW } from './underwriting-test-facts';

const examples = exampleDetails(TEST_NOW);
const today = dayOfIso('2026-11-22');
const person: DetailsContractor = { contractorType: 'individual', idnp: EXAMPLE_CODES.idnp };
const company: DetailsContractor = { contractorType: 'company', idno: EXAMPLE_CODES.idno };

function read(type: ReadItem['type'], details: object = {}): ReadItem {
  const result = readDetails({ type, details: { ...examples[type], ...details } }, TEST_NOW);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result;
}

describe(contractorName.name, () => {
  it('uses the names typed', () => {
    expect(contractorName({ ...person, firstName: 'Ana', lastName: 'Rusu' }, { vehicle: exampleCar() })).toBe(
      'Ana Rusu',
    );
  });

  it('takes the name of the owner RCA Data found for the contractor’s own code', () => {
    expect(contractorName(person, { vehicle: exampleCar() })).toBe('Ion Popescu');
    expect(contractorName(company, { vehicle: companyCar() })).toBe('S.A.R. Moldcargo S.A.');
    // An owner of the other kind is not the contractor.
    expect(contractorName(company, { vehicle: exampleCar() })).toBeUndefined();
  });

  it('takes a company’s name from the company registry, for its IDNO only', () => {
    expect(contractorName(company, { company: EXAMPLE_COMPANY })).toBe(EXAMPLE_COMPANY.name);
    expect(contractorName(company, { company: { ...EXAMPLE_COMPANY, idno: '1016600035165' } })).toBeUndefined();
  });
});

describe(contractorIneligibility.name, () => {
  it('refuses a company the registry does not report active', () => {
    expect(contractorIneligibility(company, { company: EXAMPLE_COMPANY }, today)).toBeNull();
    expect(contractorIneligibility(company, { company: { ...EXAMPLE_COMPANY, status: 'in-liquidation' } }, today)).toBe(
      'contractor-ineligible',
    );
    expect(contractorIneligibility(company, {}, today)).toBeNull();
  });

  it('refuses a minor', () => {
    expect(contractorIneligibility({ ...person, birthday: '23.11.2008' }, {}, today)).toBe('under-18');
    expect(contractorIneligibility({ ...person, birthday: '22.11.2008' }, {}, today)).toBeNull();
  });
});

describe(payerOf.name, () => {
  const contact = { phone: '+37369123456', email: '' };

  it('bills the contractor, with the order’s contact', () => {
    expect(payerOf(read('mobility'), { payerType: 'individual' }, contact, {})).toEqual({
      type: 'individual',
      fullName: 'Ion Popescu',
      idnp: EXAMPLE_CODES.idnp,
      birthday: '1985-04-15',
      phone: '+37369123456',
    });
  });

  it('bills the company of the billing, named as typed or by the registry', () => {
    const billing = { payerType: 'company' as const, idno: EXAMPLE_CODES.idno, companyName: 'Moldcargo' };
    expect(payerOf(read('mobility'), billing, null, {})).toEqual({
      type: 'company',
      name: 'Moldcargo',
      idno: EXAMPLE_CODES.idno,
    });
    expect(payerOf(read('mobility'), { ...billing, companyName: undefined }, null, {})).toBeUndefined();
  });

  it('bills a company contractor when the billing names no company', () => {
    const item = read('road-tax');
    expect(payerOf(item, null, null, { company: EXAMPLE_COMPANY })).toEqual({
      type: 'company',
      name: EXAMPLE_COMPANY.name,
      idno: EXAMPLE_CODES.idno,
      address: EXAMPLE_COMPANY.address,
    });
  });

  it('bills a vignette’s driver', () => {
    expect(payerOf(read('vignette:md'), null, contact, {})).toEqual({
      type: 'individual',
      fullName: 'Олександр Шевченко',
      phone: '+37369123456',
    });
  });
});

describe(insuredPersonsOf.name, () => {
  it('names the named drivers of a motor policy', () => {
    const drivers = [
      {
        firstName: 'Ana',
        lastName: 'Rotaru',
        birthday: '12.03.2002',
        driverCountry: 'abroad',
        passportNumber: 'FE123456',
        driverLicenseNumber: 'UA123456',
        driverLicenseDate: '20.08.2025',
      },
    ];
    expect(insuredPersonsOf(read('rca', { contractType: 'limited', drivers }))).toEqual([
      { fullName: 'Ana Rotaru', birthday: '2002-03-12', passportNumber: 'FE123456' },
    ]);
    expect(insuredPersonsOf(read('rca'))).toEqual([]);
  });

  it('prints a visitor’s IDNP, else the personal code of their own country (a Romanian’s CNP)', () => {
    const [visitor] = examples['medical-optional'].persons;
    const cnp = '1800101010015';
    const romanian = { ...visitor, nationalityCode: 'RO', personalCode: cnp };
    // Woman born 12 June 1985 in Bucharest (40): a CNP of her own, and an IDNP.
    const both = {
      ...romanian,
      passportNumber: '533999999',
      personalCode: '2850612400023',
      idnp: EXAMPLE_CODES.foreignerIdnp,
    };
    expect(insuredPersonsOf(read('medical-optional', { persons: [romanian, both] }))).toEqual([
      { fullName: 'John Smith', birthday: '2001-02-01', personalCode: cnp, passportNumber: '533123456' },
      {
        fullName: 'John Smith',
        birthday: '2001-02-01',
        personalCode: EXAMPLE_CODES.foreignerIdnp,
        passportNumber: '533999999',
      },
    ]);
  });

  it('names nobody on a policy for a thing', () => {
    expect(insuredPersonsOf(read('real-estate'))).toEqual([]);
    expect(insuredPersonsOf(read('vignette:ro'))).toEqual([]);
  });
});
