import { confirmationSchema, ORDER_TAIL_STEPS, PAYMENT_PROVIDER_OPTIONS } from './order-tail';

const keys = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('order tail', () => {
  it('ends every flow with offers, confirmation and payment', () => {
    expect(ORDER_TAIL_STEPS.map((step) => step.id)).toEqual(['offers', 'confirmation', 'pay']);
    expect(PAYMENT_PROVIDER_OPTIONS.map((item) => item.value)).toEqual(['card', 'online', 'mobile']);
  });

  it('requires a phone and both consents, the e-mail being optional', () => {
    const schema = confirmationSchema({ insuredInMoldova: false });
    const valid = { contact: { phone: '069123456' }, consents: { terms: true, personalData: true } };
    expect(keys(schema.safeParse(valid))).toEqual([]);
    expect(keys(schema.safeParse({ ...valid, contact: { phone: '069123456', email: 'x@' } }))).toEqual([
      'contact.email:invalid-email',
    ]);
    expect(keys(schema.safeParse({ contact: {}, consents: { terms: false, personalData: true } }))).toEqual([
      'contact.phone:required',
      'consents.terms:consent-required',
    ]);
  });

  it('adds the presence statement for insurers that require it', () => {
    const schema = confirmationSchema({ insuredInMoldova: true });
    expect(
      keys(schema.safeParse({ contact: { phone: '069123456' }, consents: { terms: true, personalData: true } })),
    ).toEqual(['consents.insuredInMoldova:required']);
  });
});
