import { emailText, informalWords, LOCALES, type Locale } from '@asiguro/i18n';
import { completedEmail, type CompletedEmailInput } from './completed-email';

/** The renewal reminder's subject and body, as the worker sends them. */
const reminderOf = (lang: Locale, vignette: boolean) => {
  const params = { number: 'RO1', validTo: '01.01.2027', link: 'https://x', vignette: vignette ? 'yes' : 'no' };
  return emailText(lang, 'renewal.subject', params) + emailText(lang, 'renewal.body', params);
};

const input: CompletedEmailInput = {
  lang: 'ru',
  orderNumber: '2004787',
  orderLink: 'https://www.asiguro.md/ru/order?order=o-1&t=1.abc',
  policy: { number: 'IAI123456ABC', issuer: 'Grawe', from: '01.12.2026', to: '30.11.2027', paid: 'MDL 1 200,00' },
  attachedCount: 3,
  wallet: {
    apple: 'https://www.asiguro.md/api/orders/o-1/documents/wallet_pass?t=1.abc',
    google: 'https://pay.google.com/gp/v/save/eyJ.eyJ.sig',
  },
};

describe(completedEmail.name, () => {
  it('calls a vignette a certificate from its issuer, in every language', () => {
    const vignette = { ...input.policy, vignette: true };
    const words = { ro: ['Certificatul', 'emitent'], ru: ['Сертификат', 'эмитент'], en: ['certificate', 'issuer'] };
    for (const lang of LOCALES) {
      const email = completedEmail({ ...input, lang, policy: vignette, wallet: {} });
      for (const word of words[lang]) expect(email.text).toContain(word);
      expect(email.text).not.toMatch(/Poliț|Полис|policy/);
    }
    expect(completedEmail({ ...input, lang: 'ro' }).text).toContain('Polița pentru comanda 2004787 a fost emisă');
  });

  it('writes Romanian in the formal register (dumneavoastră)', () => {
    const email = completedEmail({
      ...input,
      lang: 'ro',
      addons: [{ name: 'Rovinieta', number: null, refunded: '10 lei' }],
    });
    const renewal = [false, true].map((vignette) => reminderOf('ro', vignette));
    expect(informalWords(email.text + email.html + renewal.join('') + emailText('ro', 'signature'))).toEqual([]);
  });

  it('reminds of a vignette as a certificate, not a policy, in each language', () => {
    const reminder = reminderOf;
    expect(reminder('ro', true)).toContain('Certificatul de vinietă RO1 expiră la 01.01.2027');
    expect(reminder('ro', true)).not.toMatch(/poli[țt]/i);
    expect(reminder('ru', true)).toContain('Виньетка RO1 действует до 01.01.2027');
    expect(reminder('ru', true)).not.toMatch(/полис/i);
    expect(reminder('en', true)).toContain('Vignette RO1 ends on 01.01.2027');
    expect(reminder('en', true)).not.toMatch(/policy/i);
    expect(reminder('ro', false)).toContain('Polița RO1 expiră');
  });

  it('puts both wallet buttons in the HTML part and points the text part to the order page', () => {
    const email = completedEmail(input);
    expect(email.html).toContain('href="https://pay.google.com/gp/v/save/eyJ.eyJ.sig"');
    expect(email.html).toContain('>Добавить в Google Wallet</a>');
    expect(email.html).toContain('href="https://www.asiguro.md/api/orders/o-1/documents/wallet_pass?t=1.abc"');
    expect(email.text).toContain('Действует: 01.12.2026 – 30.11.2027');
    expect(email.text).toContain(`Следите за заказом и скачивайте документы в любое время: ${input.orderLink}`);
    expect(email.text).toContain('на странице заказа');
    expect(email.text).not.toContain('pay.google.com');
  });

  it('counts the attached PDFs with the noun agreeing in each language', () => {
    expect(completedEmail(input).text).toContain('Во вложении 3 документа PDF.');
    expect(completedEmail({ ...input, attachedCount: 5 }).text).toContain('Во вложении 5 документов PDF.');
    expect(completedEmail({ ...input, lang: 'ro', attachedCount: 1 }).text).toContain('Găsiți atașat un document PDF.');
    expect(completedEmail({ ...input, lang: 'ro' }).text).toContain('Găsiți atașate 3 documente PDF.');
    expect(completedEmail({ ...input, lang: 'en', attachedCount: 5 }).text).toContain('5 PDF documents are attached.');
  });

  it('has no wallet words for a product without passes', () => {
    const email = completedEmail({ ...input, lang: 'en', wallet: {} });
    expect(email.html).not.toContain('Wallet');
    expect(email.text).not.toContain('Wallet');
  });

  it('escapes what it prints in HTML', () => {
    const email = completedEmail({ ...input, policy: { ...input.policy, issuer: 'A & <B>' } });
    expect(email.html).toContain('A &amp; &lt;B&gt;');
    expect(email.html).not.toContain('<B>');
  });
});
