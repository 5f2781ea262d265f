import { getProduct } from '@asiguro/domain';
import { summaryGroups, type SummaryFact, type SummaryFacts } from './summary-groups';

const WORDS = { yes: 'Da', no: 'Nu' };

/** A group's facts as label key → shown value (lists as their items' facts). */
function read(facts: (SummaryFact | SummaryFacts)[]): Record<string, unknown> {
  return Object.fromEntries(
    facts.map((fact) => ['items' in fact ? fact.path : fact.path, 'items' in fact ? fact.items.map(read) : fact.value]),
  );
}

describe(summaryGroups.name, () => {
  it('shows a single trip screen by screen, options by their labels, travellers one by one', () => {
    const groups = summaryGroups(
      getProduct('medical'),
      {
        travelType: 'single',
        regions: ['europe', 'neighbours'],
        startDate: '03.07.2027',
        endDate: '17.07.2027',
        tripPurpose: 'TRVL',
        amount: 30000,
        covid: false,
        persons: [
          {
            firstName: 'Maria',
            lastName: 'Ciobanu',
            birthday: '14.05.1988',
            idnp: '2004000000110',
            passportNumber: 'AB1',
          },
          {
            firstName: 'Ion',
            lastName: 'Ciobanu',
            birthday: '02.03.1986',
            idnp: '2004000000221',
            passportNumber: 'AB2',
          },
        ],
        contractor: { contractorType: 'individual', idnp: '2004000000110', firstName: 'Maria', lastName: 'Ciobanu' },
      },
      'ro',
      WORDS,
    );
    expect(groups.map((group) => group.stepId)).toEqual(['trip', 'persons', 'contractor']);
    expect(read(groups[0].facts)).toEqual({
      travelType: 'O singură călătorie',
      regions: 'Europa (Schengen), Ucraina și țările vecine',
      startDate: '03.07.2027',
      endDate: '17.07.2027',
      tripPurpose: 'Turism',
      amount: '30 000 EUR',
    });
    expect(read(groups[1].facts)).toEqual({
      persons: [
        {
          'persons.0.firstName': 'Maria',
          'persons.0.lastName': 'Ciobanu',
          'persons.0.birthday': '14.05.1988',
          'persons.0.idnp': '2004000000110',
          'persons.0.passportNumber': 'AB1',
        },
        {
          'persons.1.firstName': 'Ion',
          'persons.1.lastName': 'Ciobanu',
          'persons.1.birthday': '02.03.1986',
          'persons.1.idnp': '2004000000221',
          'persons.1.passportNumber': 'AB2',
        },
      ],
    });
    expect(read(groups[2].facts)).toMatchObject({ 'contractor.contractorType': 'Persoană fizică' });
  });

  it('shows the registry facts an RCA order holds and leaves out a screen with nothing asked', () => {
    const groups = summaryGroups(
      getProduct('rca'),
      {
        vehicle: { certificateNumber: '915030299', plateNumber: 'BAL 204', make: 'Volkswagen', isTrailer: false },
        operatingMode: 'normal',
        ownership: 'property',
        contractType: 'unlimited',
        insuranceValidity: 365,
        startDate: '01.08.2027',
        contractor: { contractorType: 'individual', idnp: '2004787371520' },
      },
      'en',
      WORDS,
    );
    // Unlimited drivers: the drivers' screen is not asked, so it is not summarised.
    expect(groups.map((group) => group.stepId)).toEqual(['vehicle', 'insurance-details', 'contractor']);
    expect(read(groups[0].facts)).toMatchObject({
      'vehicle.certificateNumber': '915030299',
      'vehicle.plateNumber': 'BAL 204',
      'vehicle.make': 'Volkswagen',
      'vehicle.isTrailer': 'Nu',
    });
    expect(read(groups[1].facts)).toMatchObject({ contractType: 'Unlimited drivers', startDate: '01.08.2027' });
  });
});
