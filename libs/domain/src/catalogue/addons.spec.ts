import { checkDetails } from './details-check';
import { exampleDetails } from './details-examples';
import { addonsOf, addonsProblem, prefilledAddonDetails } from './addons';
import { t } from '@asiguro/i18n';
import { publicCatalogue } from './public-catalogue';

describe('add-ons declared per main product', () => {
  it('offers none on a line that declares none', () => {
    expect(addonsOf('medical')).toEqual([]);
    expect(addonsOf('vignette:ro')).toEqual([]);
  });

  it('publishes them in the catalogue with their own issuers', () => {
    const rca = publicCatalogue().products.find((product) => product.type === 'rca')!;
    expect(rca.addons.map(({ type, issuers }) => ({ type, issuers }))).toEqual([
      { type: 'vignette:ro', issuers: ['e-rovinieta'] },
      { type: 'road-tax', issuers: ['sfs-road-tax'] },
    ]);
    expect(rca.addons[0].name.ro).toBeTruthy();
  });

  it('fills a vignette from the RCA car so that only the validity, category and driver are left to enter', () => {
    const rca = exampleDetails().rca;
    const vignette = prefilledAddonDetails(
      { type: 'rca', details: rca },
      { type: 'vignette:ro', details: { vehicleCategory: 'A', validity: '30_days', driverFullName: 'Ion Popescu' } },
    );
    expect(vignette).toMatchObject({
      registrationCountry: 'MD',
      certificateNumber: rca.vehicle.certificateNumber,
      plateNumber: rca.vehicle.plateNumber,
      vinCode: rca.vehicle.vinCode,
      vignetteStartDate: rca.startDate,
    });
    expect(checkDetails('vignette:ro', vignette, { draft: false }).ok).toBe(true);
  });

  it('keeps what the customer entered over the main item’s values', () => {
    const details = prefilledAddonDetails(
      { type: 'rca', details: exampleDetails().rca },
      { type: 'road-tax', details: { contractor: { contractorType: 'company', idno: '1002600005819' } } },
    );
    expect(details.contractor).toEqual({ contractorType: 'company', idno: '1002600005819' });
    expect(details.vehicle).toEqual({ certificateNumber: '123456789', vinCode: 'UU1LSDAAH12345678' });
  });

  it('refuses items that are not a main product with add-ons it offers, each once', () => {
    expect(addonsProblem([{ type: 'rca' }, { type: 'vignette:ro' }, { type: 'road-tax' }])).toBeNull();
    expect(addonsProblem([{ type: 'medical' }, { type: 'vignette:ro' }])).toMatch(/does not offer/);
    expect(addonsProblem([{ type: 'rca' }, { type: 'roadside-assistance-eu' }])).toMatch(/does not offer/);
    expect(addonsProblem([{ type: 'rca' }, { type: 'courier-delivery' }])).toMatch(/does not offer/);
    expect(addonsProblem([{ type: 'courier-delivery' }])).toMatch(/only as an add-on/);
    expect(addonsProblem([{ type: 'rca' }, { type: 'vignette:ro' }, { type: 'vignette:ro' }])).toMatch(/twice/);
  });

  it('fills the courier delivery of a Green Card from the contractor’s address, in Chișinău, and refuses another town in every language', () => {
    const greenCard = exampleDetails()['green-card'];
    const main = {
      type: 'green-card' as const,
      details: { ...greenCard, contractor: { ...greenCard.contractor, address: 'str. Ismail 88, ap. 4' } },
    };
    const delivery = prefilledAddonDetails(main, { type: 'courier-delivery', details: { phone: '069123456' } });
    expect(delivery).toEqual({
      address: { locality: 'Chișinău', street: 'str. Ismail 88, ap. 4' },
      phone: '069123456',
    });
    expect(checkDetails('courier-delivery', delivery).ok).toBe(true);
    for (const locality of ['mun. Chișinău', 'Chisinau', 'Кишинёв']) {
      expect(
        checkDetails('courier-delivery', { ...delivery, address: { locality, street: 'str. Ismail 88' } }).ok,
      ).toBe(true);
    }
    const elsewhere = checkDetails('courier-delivery', {
      address: { locality: 'Bălți', street: 'str. Independenței 1' },
    });
    expect(elsewhere).toEqual({
      ok: false,
      issues: [{ path: 'address.locality', key: 'delivery-outside-chisinau' }],
    });
    expect(t('ro', 'validation.delivery-outside-chisinau')).toContain('Chișinău');
    expect(t('ru', 'validation.delivery-outside-chisinau')).toContain('Кишинэу');
    expect(t('en', 'validation.delivery-outside-chisinau')).toContain('Chișinău');
    const greenCardLine = publicCatalogue().products.find((product) => product.type === 'green-card')!;
    expect(greenCardLine.addons.find((addon) => addon.type === 'courier-delivery')?.issuers).toEqual(['curier-md']);
  });
});
