import { getProduct } from '@asiguro/domain';
import { contractorFromFirstPerson, isContractor } from './first-person-contractor';

const medical = getProduct('medical');
const contractorStep = medical.steps.find((step) => step.id === 'contractor')!;
const traveller = {
  firstName: 'Maria',
  lastName: 'Ciobanu',
  birthday: '14.05.1988',
  idnp: '2004000000116',
  passportNumber: 'AB1',
};

describe(contractorFromFirstPerson.name, () => {
  it('takes the first traveller’s names, birthday and IDNP for the contractor (not the passport)', () => {
    expect(
      contractorFromFirstPerson(medical, contractorStep.fields, { persons: [traveller, { firstName: 'Ion' }] }),
    ).toEqual({
      firstName: 'Maria',
      lastName: 'Ciobanu',
      birthday: '14.05.1988',
      idnp: '2004000000116',
    });
  });

  it('offers nothing before the first traveller is named, or on a screen without a contractor person', () => {
    expect(
      contractorFromFirstPerson(medical, contractorStep.fields, { persons: [{ firstName: 'Maria' }] }),
    ).toBeUndefined();
    const trip = medical.steps.find((step) => step.id === 'trip')!;
    expect(contractorFromFirstPerson(medical, trip.fields, { persons: [traveller] })).toBeUndefined();
    // RCA names no insured persons: its contractor is known by code.
    const rca = getProduct('rca');
    expect(contractorFromFirstPerson(rca, rca.steps.at(-1)!.fields, {})).toBeUndefined();
  });

  it('tells when the contractor already is that person', () => {
    const answers = { firstName: 'Maria', lastName: 'Ciobanu' };
    expect(isContractor({ contractor: { contractorType: 'individual', ...answers, idnp: '1' } }, answers)).toBe(true);
    expect(isContractor({ contractor: { contractorType: 'company', ...answers } }, answers)).toBe(false);
    expect(
      isContractor({ contractor: { contractorType: 'individual', firstName: 'Ion', lastName: 'Ciobanu' } }, answers),
    ).toBe(false);
  });
});
