import { quote, type TariffOffer } from '@asiguro/domain';
import { offersResponseSchema } from '@asiguro/contracts';
import { toApiOffer, toApiOfferLists } from './api-offer';

const tariffOffer = quote('green-card', { zone: 'CA', vehicleClass: 'A', periodDays: 30 }, 'donaris', {
  date: '2026-11-22',
  rates: { MDL: 1, EUR: 19.45, RON: 3.91, USD: 17.6, HUF: 0.0492 },
}) as TariffOffer;
const offer = { ...tariffOffer, insurerName: 'Donaris Vienna Insurance Group S.A.', quoteId: 'donaris-q-1' };

describe(toApiOffer.name, () => {
  it("puts the tariff-currency premium in the API's price and the lei amount in payable", () => {
    const api = toApiOffer(offer, '2026-11-22T21:59:59.999Z');
    expect(api.price).toEqual(offer.tariffPrice);
    expect(api.price.currency).toBe('EUR');
    expect(api.payable).toEqual(offer.price);
    expect(api.payable.currency).toBe('MDL');
    expect(api).toMatchObject({ id: 'donaris-q-1', insurer: { slug: 'donaris', name: offer.insurerName } });
  });
});

describe(toApiOfferLists.name, () => {
  it('fills a valid offers answer, counting failed insurers as late', () => {
    const lists = toApiOfferLists(
      {
        offers: [offer],
        declined: [{ insurer: 'grawe', insurerName: 'Grawe', reason: 'not-eligible' }],
        failed: [{ insurer: 'general', insurerName: 'General', error: 'down', errorType: 'PartnerUnavailableError' }],
        unanswered: [{ insurer: 'intact', insurerName: 'Intact' }],
        elapsedMs: 10,
      },
      '2026-11-22T21:59:59.999Z',
    );
    expect(lists.late).toEqual(['intact', 'general']);
    expect(offersResponseSchema.parse({ ...lists, rates: { date: '20261122', fallback: false } }).offers).toHaveLength(
      1,
    );
  });
});
