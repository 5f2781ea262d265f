import { quote, type TariffOffer } from '@asiguro/domain';
import { INSURER_WIRE_CODECS, INSURER_WIRE_LAYOUTS } from '@asiguro/partners';
import { encodeApplication, encodeError, encodeIssued, encodeQuote, type SandboxPolicy } from './insurer-wire.encoder';

const ctx = { date: '2026-11-22', rates: { MDL: 1, EUR: 19.45, RON: 3.91, USD: 17.6, HUF: 0.0492 } };
const offer = quote(
  'medical',
  { zone: 'europe', sumInsured: 30_000, days: 12, persons: [{ age: 40 }, { age: 9 }], covid: true },
  'grawe',
  ctx,
) as TariffOffer;

const policy: SandboxPolicy = {
  number: 'IAM123456ABC',
  insurer: 'grawe',
  product: 'medical',
  liabilityStart: '2026-11-27T10:00:00.000Z',
  validFrom: '2026-11-27T10:00:00.000Z',
  validTo: '2026-12-09T10:00:00.000Z',
  issuedAt: '2026-11-22T10:00:01.000Z',
  premium: offer.price,
};

describe('sandbox answer layouts against the adapters’ codecs', () => {
  it.each(INSURER_WIRE_LAYOUTS)('%s: an offer survives the trip exactly', (layout) => {
    const answer = encodeQuote(layout, offer, 'q-1');
    expect(answer.status).toBe(200);
    const decoded = INSURER_WIRE_CODECS[layout].quote.parse(JSON.parse(JSON.stringify(answer.body)));
    expect(decoded).toEqual({ kind: 'offer', quoteId: 'q-1', offer });
  });

  it.each(INSURER_WIRE_LAYOUTS)('%s: a decline keeps its reason', (layout) => {
    const answer = encodeQuote(layout, { declined: true, reason: 'age-over-limit', message: 'too old' }, 'q-2');
    const codec = INSURER_WIRE_CODECS[layout];
    if (answer.status === 200) {
      expect(codec.quote.parse(answer.body)).toMatchObject({ kind: 'declined', reason: 'age-over-limit' });
    } else {
      expect(answer.status).toBe(422);
      expect(codec.rejectionReason(answer.body)).toBe('age-over-limit');
    }
  });

  it.each(INSURER_WIRE_LAYOUTS)('%s: a policy and an application decode to the same dates and number', (layout) => {
    const codec = INSURER_WIRE_CODECS[layout];
    const issued = codec.issued.parse(JSON.parse(JSON.stringify(encodeIssued(layout, { policy }).body)));
    expect(issued).toEqual({
      kind: 'issued',
      policy: {
        number: policy.number,
        insurer: 'grawe',
        product: 'medical',
        liabilityStart: new Date(policy.liabilityStart),
        validFrom: new Date(policy.validFrom),
        validTo: new Date(policy.validTo),
        issuedAt: new Date(policy.issuedAt),
        premium: policy.premium,
      },
    });
    const application = encodeApplication(layout, { applicationId: 'a-1', status: 'issued', policy }, 200);
    expect(codec.application.parse(JSON.parse(JSON.stringify(application.body)))).toMatchObject({
      applicationId: 'a-1',
      status: 'issued',
      policy: { number: policy.number, applicationId: 'a-1' },
    });
    const refused = encodeApplication(
      layout,
      { applicationId: 'a-2', status: 'refused', reason: 'age-over-limit' },
      200,
    );
    expect(codec.application.parse(refused.body)).toMatchObject({ status: 'refused', reason: 'age-over-limit' });
  });

  it.each(INSURER_WIRE_LAYOUTS)('%s: errors carry a reason the codec can read', (layout) => {
    expect(INSURER_WIRE_CODECS[layout].rejectionReason(encodeError(layout, 409, 'idempotency-key-conflict').body)).toBe(
      'idempotency-key-conflict',
    );
  });
});
