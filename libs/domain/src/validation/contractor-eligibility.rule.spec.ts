import { parseDmy } from './calendar-date';
import { contractorEligibility } from './contractor-eligibility.rule';
import { idnxCheckDigit } from './idnx.validator';

const withCheck = (firstTwelve: string) => firstTwelve + idnxCheckDigit(firstTwelve);
const today = parseDmy('10.03.2025')!;
const idnp = withCheck('200400012345');
const idnv = withCheck('300000123456');

describe('contractorEligibility', () => {
  it('accepts an adult with an IDNP and a company with an IDNO', () => {
    expect(
      contractorEligibility({ contractorType: 'individual', code: idnp, birthday: parseDmy('10.03.2007')! }, today),
    ).toBeNull();
    expect(contractorEligibility({ contractorType: 'company', code: '1002600005819' }, today)).toBeNull();
  });

  it('requires an IDNO from a company', () => {
    expect(contractorEligibility({ contractorType: 'company', code: '1008600038412' }, today)).toBe('idno-required');
    expect(contractorEligibility({ contractorType: 'company', code: idnp }, today)).toBe('contractor-ineligible');
  });

  it('refuses a vehicle code or a company code for a person', () => {
    expect(contractorEligibility({ contractorType: 'individual', code: idnv }, today)).toBe('contractor-ineligible');
    expect(contractorEligibility({ contractorType: 'individual', code: '1002600005819' }, today)).toBe(
      'contractor-ineligible',
    );
  });

  it('refuses a minor', () => {
    expect(
      contractorEligibility({ contractorType: 'individual', code: idnp, birthday: parseDmy('11.03.2007')! }, today),
    ).toBe('under-18');
  });

  it('refuses whoever the registry or insurer refuses', () => {
    expect(
      contractorEligibility({ contractorType: 'company', code: '1002600005819', registryEligible: false }, today),
    ).toBe('contractor-ineligible');
  });
});
