import { InsurerCallbackError, signInsurerCallback, verifyInsurerCallback } from './insurer-callback';

const secret = 'test-insurer-callback-secret';
const now = new Date('2026-11-22T10:00:00Z');
const timestamp = String(Math.floor(now.getTime() / 1000));
const rawBody = JSON.stringify({
  insurer: 'grawe',
  applicationId: 'grawe-1',
  idempotencyKey: 'order-1-policy',
  status: 'issued',
  policy: {
    number: 'IAI123456ABC',
    insurer: 'grawe',
    product: 'rca',
    liabilityStart: '2026-11-22T10:00:00.000Z',
    validFrom: '2026-11-22T10:00:00.000Z',
    validTo: '2027-11-22T10:00:00.000Z',
    issuedAt: '2026-11-22T10:00:00.000Z',
  },
});

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof InsurerCallbackError) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe(verifyInsurerCallback.name, () => {
  it('accepts a fresh callback signed over rawBody.timestamp and returns its decision', () => {
    const callback = verifyInsurerCallback({
      rawBody,
      timestamp,
      signature: signInsurerCallback(rawBody, timestamp, secret),
      secret,
      now,
    });
    expect(callback).toMatchObject({ status: 'issued', idempotencyKey: 'order-1-policy' });
    expect(callback.policy?.validTo).toEqual(new Date('2027-11-22T10:00:00.000Z'));
  });

  it('refuses a wrong signature, a signature of another body and a missing one', () => {
    const signature = signInsurerCallback(rawBody, timestamp, secret);
    expect(
      failure(() => verifyInsurerCallback({ rawBody, timestamp, signature, secret: 'another-secret-value', now })),
    ).toBe('bad-signature');
    expect(
      failure(() =>
        verifyInsurerCallback({ rawBody: rawBody.replace('issued', 'refused'), timestamp, signature, secret, now }),
      ),
    ).toBe('bad-signature');
    expect(failure(() => verifyInsurerCallback({ rawBody, timestamp, signature: 'zz', secret, now }))).toBe(
      'bad-signature',
    );
    expect(failure(() => verifyInsurerCallback({ rawBody, timestamp, signature: undefined, secret, now }))).toBe(
      'missing-signature',
    );
  });

  it('refuses a stale or far-future timestamp even with a valid signature (replay)', () => {
    const old = String(Number(timestamp) - 301);
    expect(
      failure(() =>
        verifyInsurerCallback({
          rawBody,
          timestamp: old,
          signature: signInsurerCallback(rawBody, old, secret),
          secret,
          now,
        }),
      ),
    ).toBe('stale');
    const future = String(Number(timestamp) + 3600);
    expect(
      failure(() =>
        verifyInsurerCallback({
          rawBody,
          timestamp: future,
          signature: signInsurerCallback(rawBody, future, secret),
          secret,
          now,
        }),
      ),
    ).toBe('stale');
  });

  it('refuses a correctly signed body that is not a callback', () => {
    const body = '{"hello":"world"}';
    expect(
      failure(() =>
        verifyInsurerCallback({
          rawBody: body,
          timestamp,
          signature: signInsurerCallback(body, timestamp, secret),
          secret,
          now,
        }),
      ),
    ).toBe('malformed');
  });
});
