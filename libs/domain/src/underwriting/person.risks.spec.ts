import { exampleDetails } from '../catalogue/details-examples';
import { realEstateRisk } from './person.risks';
import { riskFor } from './risk-for';
import { EXAMPLE_PROPERTY, TEST_NOW } from './underwriting-test-facts';

const examples = exampleDetails(TEST_NOW);
const today = TEST_NOW;
// exampleDetails starts cover a week after TEST_NOW: 29.11.2026.

describe(realEstateRisk.name, () => {
  const realEstate = (details: object, facts = { property: EXAMPLE_PROPERTY }) =>
    riskFor({ type: 'real-estate', details: { ...examples['real-estate'], ...details } }, facts, { today });

  it('insures the value of the chosen basis', () => {
    expect(realEstate({})).toMatchObject({ ok: true, risk: { basis: 'MV', sumInsured: 1_250_000 } });
    expect(realEstate({ insuredValue: 'RC', marketValue: undefined, replacementCost: '1400000' })).toMatchObject({
      ok: true,
      risk: { basis: 'RC', sumInsured: 1_400_000, propertyType: 'rooms', beneficiary: 'MAIB' },
    });
  });

  it('refuses a property type the cadastral register contradicts', () => {
    expect(realEstate({ realEstateType: 'building' })).toEqual({
      ok: false,
      code: 'invalid-options',
      issues: [{ path: 'realEstateType', key: 'invalid-option' }],
    });
  });

  it('refuses the record of another cadastral code', () => {
    expect(realEstate({}, { property: { ...EXAMPLE_PROPERTY, cadastralCode: '0100308.241.57' } })).toMatchObject({
      ok: false,
      issues: [{ path: 'cadastralCode', key: 'invalid-cadastral-code' }],
    });
  });
});
