import { idnxCheckDigit } from '@asiguro/domain';
import { t } from '@asiguro/i18n';
import type { ResolverOptions } from 'react-hook-form';
import { confirmDefaults, confirmResolver, type ConfirmValues } from './confirm-form';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ConfirmValues>;
const idno = (twelve: string) => `${twelve}${idnxCheckDigit(twelve)}`;

const filled: ConfirmValues = {
  ...confirmDefaults(undefined, undefined),
  phone: '+37369123456',
  email: '  ana@example.md ',
  terms: true,
  personalData: true,
};

const messages = async (values: ConfirmValues, presence = false, locale: 'ro' | 'ru' | 'en' = 'en') => {
  const result = await confirmResolver(presence, locale)(values, undefined, options);
  return Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]));
};

describe(confirmResolver.name, () => {
  it('sends the contact (the e-mail trimmed), the consents and an individual payer', async () => {
    const result = await confirmResolver(false, 'en')(filled, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      contact: { phone: '+37369123456', email: 'ana@example.md' },
      consents: { terms: true, personalData: true },
      billing: { payerType: 'individual' },
    });
  });

  it('leaves an empty e-mail out and asks the statement of presence only where the insurer needs it', async () => {
    const values = { ...filled, email: ' ' };
    expect(await messages(values)).toEqual({});
    expect(Object.keys(await messages(values, true))).toEqual(['insuredInMoldova']);
    const result = await confirmResolver(true, 'en')({ ...values, insuredInMoldova: true }, undefined, options);
    expect(result.values).toMatchObject({ contact: { phone: '+37369123456' }, consents: { insuredInMoldova: true } });
    expect(result.values).not.toHaveProperty('contact.email');
  });

  it('puts each problem under its control, in the page’s language', async () => {
    const empty = confirmDefaults(undefined, undefined);
    for (const locale of ['ro', 'ru', 'en'] as const) {
      const found = await messages({ ...empty, email: 'ana@' }, false, locale);
      expect(found).toEqual({
        phone: expect.any(String),
        email: t(locale, 'validation.invalid-email'),
        terms: expect.any(String),
        personalData: expect.any(String),
      });
    }
  });

  it('asks a paying company for its code and name, and passes its e-Factura wish', async () => {
    const company: ConfirmValues = { ...filled, payerType: 'company' };
    expect(Object.keys(await messages(company))).toEqual(['idno']);
    const named = { ...company, idno: idno('100360000001'), companyName: ' ' };
    expect(Object.keys(await messages(named))).toEqual(['companyName']);
    const result = await confirmResolver(false, 'en')(
      { ...named, companyName: ' Vinăria SRL ', eFactura: true },
      undefined,
      options,
    );
    expect(result.values).toMatchObject({
      billing: { payerType: 'company', idno: idno('100360000001'), companyName: 'Vinăria SRL', eFactura: true },
    });
  });
});

describe(confirmDefaults.name, () => {
  it('starts from the order’s contact and billing, who pays as the contractor step said', () => {
    const order = {
      contact: { phone: '+37369000000' },
      billing: { payerType: 'company', idno: '1', companyName: 'X' },
    };
    expect(confirmDefaults(order, undefined)).toMatchObject({ phone: '+37369000000', email: '', payerType: 'company' });
    expect(confirmDefaults(order, { payerType: 'individual', personName: 'Ana' })).toMatchObject({
      payerType: 'individual',
      idno: '1',
      terms: false,
    });
  });
});
