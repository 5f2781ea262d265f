import { checkCardForm } from './test-cards';

const now = new Date('2026-05-10T12:00:00Z');

describe(checkCardForm.name, () => {
  it('says what each test card does and masks the number', () => {
    expect(checkCardForm({ cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvc: '123' }, now)).toEqual({
      ok: true,
      behaviour: 'succeeds',
      mask: '411111******1111',
    });
    expect(checkCardForm({ cardNumber: '4000000000000002', expiry: '12/30', cvc: '123' }, now)).toMatchObject({
      behaviour: 'declined',
    });
    expect(checkCardForm({ cardNumber: '4000 0000 0000 3220', expiry: '05/26', cvc: '1234' }, now)).toMatchObject({
      behaviour: 'three-d-secure',
    });
  });

  it('refuses a mistyped number, an unknown card, a past expiry and a bad CVC', () => {
    expect(checkCardForm({ cardNumber: '4111111111111112', expiry: '12/30', cvc: '123' }, now)).toEqual({
      ok: false,
      errors: ['card-number'],
    });
    expect(checkCardForm({ cardNumber: '5555555555554444', expiry: '04/26', cvc: '12' }, now)).toEqual({
      ok: false,
      errors: ['unknown-card', 'expired', 'cvc'],
    });
    expect(checkCardForm({ cardNumber: '4111111111111111', expiry: '13/30', cvc: '123' }, now)).toEqual({
      ok: false,
      errors: ['expiry'],
    });
    expect(checkCardForm({}, now)).toEqual({ ok: false, errors: ['card-number', 'expiry', 'cvc'] });
  });
});
