import { functionResultSchemas } from '@asiguro/contracts';
import { t, type MessageKey } from '@asiguro/i18n';
import { enStorefront as en } from '../../../../libs/i18n/src/messages/en/storefront.messages';
import { roStorefront as ro } from '../../../../libs/i18n/src/messages/ro/storefront.messages';
import { billNotice, type BillOutcome } from './bill-outcome';

const outcomes = functionResultSchemas.payorder.shape.outcome.options as readonly BillOutcome[];
const romanian = (key: MessageKey) => t('ro', key);

describe(billNotice.name, () => {
  it('says "transaction declined" (spec §8) in the page’s language for a declined payment', () => {
    expect(billNotice('declined', ro.order.pay.billOutcome, romanian)).toEqual({
      tone: 'error',
      text: 'Tranzacția a fost respinsă. Încercați din nou.',
    });
    expect(billNotice('declined', en.order.pay.billOutcome, (key) => t('en', key)).text).toBe(
      'The transaction was declined. Please try again.',
    );
  });

  it('confirms an applied payment and explains the answers that ask nothing of the customer', () => {
    expect(billNotice('applied', ro.order.pay.billOutcome, romanian)).toEqual({
      tone: 'success',
      text: ro.order.pay.billOutcome.applied,
    });
    for (const outcome of ['duplicate', 'pending', 'refunding'] as const) {
      expect(billNotice(outcome, ro.order.pay.billOutcome, romanian)).toEqual({
        tone: 'info',
        text: ro.order.pay.billOutcome[outcome],
      });
    }
  });

  it('has a distinct, non-empty message for every outcome the API may answer', () => {
    const texts = outcomes.map((outcome) => billNotice(outcome, ro.order.pay.billOutcome, romanian).text);
    expect(texts.every((text) => text.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(outcomes.length);
  });
});
