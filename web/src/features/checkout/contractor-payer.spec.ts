import { contractorPayer } from './contractor-payer';

describe(contractorPayer.name, () => {
  it('takes a company contractor as the payer, with its code and name', () => {
    expect(
      contractorPayer({ contractor: { contractorType: 'company', idno: '1003600022226', companyName: 'Vinaria SRL' } }),
    ).toEqual({ payerType: 'company', idno: '1003600022226', companyName: 'Vinaria SRL' });
  });

  it('takes a person as the payer, named when the form asked the names', () => {
    expect(
      contractorPayer({
        contractor: { contractorType: 'individual', idnp: '2004000000110', firstName: 'Maria', lastName: 'Ciobanu' },
      }),
    ).toEqual({ payerType: 'individual', personName: 'Maria Ciobanu' });
    expect(contractorPayer({ contractor: { contractorType: 'individual', idnp: '2004787371520' } })).toEqual({
      payerType: 'individual',
    });
  });

  it('has no payer when the details name no contractor', () => {
    expect(contractorPayer({ vehicle: { plateNumber: 'BAL 204' } })).toBeUndefined();
    expect(contractorPayer(undefined)).toBeUndefined();
  });
});
