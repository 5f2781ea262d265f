import { quote } from '../../tariffs/quote';
import { TEST_TARIFF_CONTEXT as ctx } from '../../tariffs/tariff-test-context';
import type { TariffOffer, TariffResult } from '../../tariffs/tariff.types';

function offer(result: TariffResult): TariffOffer {
  if (result.declined) throw new Error(`declined: ${result.reason}`);
  return result;
}

describe('baggage tariff', () => {
  it('charges 4 EUR per segment for the first bag and 3 EUR for each further bag', () => {
    expect(offer(quote('baggage', { segments: 1, bags: 1 }, 'moldasig', ctx)).tariffPrice.minor).toBe(400);
    const family = offer(quote('baggage', { segments: 2, bags: 2 }, 'moldasig', ctx));
    expect(family.tariffPrice).toEqual({ minor: 1_400, currency: 'EUR' });
    expect(family.price).toEqual({ minor: 27_300, currency: 'MDL' });
    expect(family.limits).toEqual({
      lossPerBag: { minor: 50_000, currency: 'EUR' },
      delayOver12h: { minor: 10_000, currency: 'EUR' },
    });
  });

  it('applies the insurer loading', () => {
    expect(offer(quote('baggage', { segments: 2, bags: 2 }, 'grawe', ctx)).tariffPrice.minor).toBe(1_540);
  });

  it('refuses zero bags as invalid options', () => {
    expect(quote('baggage', { segments: 1, bags: 0 }, 'grawe', ctx)).toMatchObject({ reason: 'invalid-options' });
  });
});
