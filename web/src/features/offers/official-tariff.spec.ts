import { officialTariffText } from './official-tariff';

describe(officialTariffText.name, () => {
  it('states a euro tariff and the euro rate of the day', () => {
    const coverage = {
      country: 'RO',
      category: 'E',
      officialTariff: 720,
      officialTariffCurrency: 'EUR',
      paidIn: 'MDL',
      rateSource: 'BNM',
      rateDate: '2026-11-22',
      rateEUR: 19.4523,
    };
    expect(officialTariffText(coverage, 'en')).toEqual({
      tariff: '€720.00',
      rate: '1 EUR = 19.4523 MDL',
      date: '22.11.2026',
    });
    expect(officialTariffText(coverage, 'ro')?.tariff).toMatch(/^720,00\s(€|EUR)$/);
  });

  it('states a forint tariff with the forint rate per 100, as the BNM quotes it', () => {
    const text = officialTariffText(
      {
        officialTariff: 6620,
        officialTariffCurrency: 'HUF',
        rateDate: '2026-01-05',
        rateEUR: 19.45,
        rateHUF: 0.04921,
      },
      'en',
    );
    expect(text).toMatchObject({ rate: '100 HUF = 4.921 MDL', date: '05.01.2026' });
    expect(text?.tariff).toMatch(/^HUF\s6,620$/);
  });

  it('states nothing for offers that carry no official tariff (insurers’ own prices)', () => {
    expect(officialTariffText({ zone: 'CA', vehicleClass: 'A' }, 'en')).toBeUndefined();
    expect(officialTariffText({ officialTariff: 5, officialTariffCurrency: 'USD' }, 'en')).toBeUndefined();
  });
});
