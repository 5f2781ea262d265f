import { invalidOptions, mapped, type RiskMapper } from './risk-mapping';

/**
 * Property: the sum insured is the value of the chosen basis (market value or replacement cost,
 * lei). The cadastral register, when asked, must know the property as the type chosen.
 */
export const realEstateRisk: RiskMapper<'real-estate'> = (details, { facts }) => {
  const register = facts.property;
  if (register) {
    if (register.cadastralCode !== details.cadastralCode) {
      return invalidOptions([{ path: 'cadastralCode', key: 'invalid-cadastral-code' }]);
    }
    if (register.propertyType !== details.realEstateType) {
      return invalidOptions([{ path: 'realEstateType', key: 'invalid-option' }]);
    }
  }
  const valuePath = details.insuredValue === 'MV' ? 'marketValue' : 'replacementCost';
  return mapped<'real-estate'>(
    {
      propertyType: details.realEstateType,
      basis: details.insuredValue,
      sumInsured: Number(details[valuePath]),
      periodDays: details.insuranceValidity,
      beneficiary: details.beneficiary,
    },
    [],
    { sumInsured: valuePath, periodDays: 'insuranceValidity' },
  );
};
