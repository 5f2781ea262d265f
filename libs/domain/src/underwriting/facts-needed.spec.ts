import { EXAMPLE_CODES, exampleDetails } from '../catalogue/details-examples';
import { PRODUCT_TYPES } from '../products/product-types';
import { factsNeeded } from './facts-needed';
import { TEST_NOW } from './underwriting-test-facts';

const examples = exampleDetails(TEST_NOW);

describe(factsNeeded.name, () => {
  it.each(['rca', 'green-card', 'roadside-assistance-eu'] as const)(
    'looks a %s vehicle up in RCA Data by certificate and the contractor’s IDNP',
    (type) => {
      expect(factsNeeded({ type, details: examples[type] })).toEqual({
        vehicle: { certificateNumber: '123456789', ownerCode: EXAMPLE_CODES.idnp },
      });
    },
  );

  it('looks up a CASCO vehicle by its individual contractor', () => {
    expect(factsNeeded({ type: 'casco', details: examples.casco })).toEqual({
      vehicle: { certificateNumber: '123456789', ownerCode: EXAMPLE_CODES.idnp },
    });
  });

  it('looks up the road-tax vehicle and the company paying it', () => {
    expect(factsNeeded({ type: 'road-tax', details: examples['road-tax'] })).toEqual({
      vehicle: { certificateNumber: '123456789', ownerCode: EXAMPLE_CODES.idno },
      company: { idno: EXAMPLE_CODES.idno },
    });
  });

  it('looks up a company contractor in the company registry', () => {
    const details = { ...examples.baggage, contractor: { contractorType: 'company', idno: EXAMPLE_CODES.idno } };
    expect(factsNeeded({ type: 'baggage', details })).toEqual({ company: { idno: EXAMPLE_CODES.idno } });
  });

  it.each(['medical', 'medical-optional', 'baggage', 'mobility', 'vignette:md', 'vignette:hu'] as const)(
    'needs nothing for the %s example',
    (type) => {
      expect(factsNeeded({ type, details: examples[type] })).toBeNull();
    },
  );

  it('looks a Moldovan vignette vehicle up only when the caller knows its owner', () => {
    expect(factsNeeded({ type: 'vignette:ro', details: examples['vignette:ro'] })).toBeNull();
    expect(
      factsNeeded({ type: 'vignette:ro', details: examples['vignette:ro'] }, { ownerCode: EXAMPLE_CODES.idno }),
    ).toEqual({ vehicle: { certificateNumber: '123456789', ownerCode: EXAMPLE_CODES.idno } });
    expect(
      factsNeeded({ type: 'vignette:bg', details: examples['vignette:bg'] }, { ownerCode: EXAMPLE_CODES.idnp }),
    ).toEqual({ vehicle: { certificateNumber: '123456789', ownerCode: EXAMPLE_CODES.idnp } });
  });

  it('never looks up a Ukrainian vignette vehicle, even with an owner code', () => {
    expect(
      factsNeeded(
        { type: 'vignette:hu', details: { ...examples['vignette:hu'], certificateNumber: '123456789' } },
        { ownerCode: EXAMPLE_CODES.idnp },
      ),
    ).toBeNull();
  });

  it('looks up an RCA trailer’s towing vehicle by its certificate and the same owner', () => {
    const details = { ...examples.rca, towingVehicle: { certificateNumber: ' 987654321 ' } };
    expect(factsNeeded({ type: 'rca', details })).toEqual({
      vehicle: { certificateNumber: '123456789', ownerCode: EXAMPLE_CODES.idnp },
      towingVehicle: { certificateNumber: '987654321', ownerCode: EXAMPLE_CODES.idnp },
    });
    const company = { contractorType: 'company', idno: EXAMPLE_CODES.idno };
    expect(factsNeeded({ type: 'rca', details: { ...details, contractor: company } })).toMatchObject({
      towingVehicle: { certificateNumber: '987654321', ownerCode: EXAMPLE_CODES.idno },
    });
    // Without the owner's code there is nothing to ask RCA Data.
    expect(factsNeeded({ type: 'rca', details: { towingVehicle: { certificateNumber: '987654321' } } })).toBeNull();
  });

  it('asks RCA Data for exactly the lines whose details carry a Moldovan certificate', () => {
    const looked = PRODUCT_TYPES.filter(
      (type) => factsNeeded({ type, details: examples[type] }, { ownerCode: EXAMPLE_CODES.idno })?.vehicle,
    );
    expect(looked).toEqual([
      'green-card',
      'rca',
      'casco',
      'road-tax',
      'roadside-assistance-eu',
      'vignette:ro',
      'vignette:bg',
    ]);
  });

  it('waits for a draft to hold both keys of a look-up', () => {
    expect(factsNeeded({ type: 'rca', details: { vehicle: { certificateNumber: '123456789' } } })).toBeNull();
    expect(
      factsNeeded({ type: 'rca', details: { contractor: { contractorType: 'individual', idnp: EXAMPLE_CODES.idnp } } }),
    ).toBeNull();
    expect(factsNeeded({ type: 'rca', details: null })).toBeNull();
  });

  it('does not look up with a code that is no IDNP or IDNO', () => {
    const details = { ...examples.rca, contractor: { contractorType: 'individual', idnp: '2004000123450' } };
    expect(factsNeeded({ type: 'rca', details })).toBeNull();
  });
});
