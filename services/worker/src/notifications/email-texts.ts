import type { Locale } from '@asiguro/i18n';

/** What the documents e-mail states of the policy (days in Chișinău, the last inclusive). */
export interface PolicyFacts {
  number: string;
  issuer: string;
  from: string;
  to: string;
  /** dd.mm.yyyy HH:mm, for policies (certificates have none). */
  liabilityStart?: string;
  paid: string;
  /** A vignette: a certificate from its issuer, not an insurer's policy (the e-mail says so). */
  vignette?: boolean;
}

/** A counted phrase: one form per plural category of the language (Intl.PluralRules), `other` always. */
type Counted = Partial<Record<Intl.LDMLPluralRule, (count: number) => string>> & { other: (count: number) => string };

/** An add-on of the order as the documents e-mail states it: issued with its number, or refunded. */
export interface AddonFact {
  name: string;
  number: string | null;
  /** The share given back, formatted, when the add-on could not be issued. */
  refunded: string | null;
}

/** The documents e-mail's words; its text and HTML parts are both made of them (completed-email.ts). */
export interface CompletedTexts {
  subject: (number: string) => string;
  greeting: string;
  issued: (number: string) => string;
  /** A vignette's `issued`: a certificate, issued by its issuer. */
  issuedVignette: (number: string) => string;
  labels: { number: string; issuer: string; valid: string; liabilityStart: string; paid: string };
  attached: Counted;
  /** The add-ons' heading and lines, after the policy's facts (none for a single-item order). */
  addonsTitle: string;
  addonIssued: (name: string, number: string) => string;
  addonRefunded: (name: string, amount: string) => string;
  follow: string;
  /** Above the wallet buttons (HTML part). */
  walletIntro: string;
  /** The text part's stand-in for the buttons: where to find them. */
  walletOnOrderPage: string;
  addToAppleWallet: string;
  addToGoogleWallet: string;
  signature: readonly [string, string];
}

interface Texts {
  completed: CompletedTexts;
  /** `vignette`: a vignette is a certificate from its issuer, not a policy. */
  renewalSubject: (number: string, vignette: boolean) => string;
  renewalBody: (number: string, validTo: string, link: string, vignette: boolean) => string;
  signature: string;
}

/** The customer e-mails in the order's language. */
export const EMAIL_TEXTS: Record<Locale, Texts> = {
  ro: {
    completed: {
      subject: (number) => `Comanda ${number}: documentele sunt gata`,
      greeting: 'Bună ziua,',
      issued: (number) => `Polița pentru comanda ${number} a fost emisă și semnată electronic.`,
      issuedVignette: (number) => `Certificatul de vinietă pentru comanda ${number} a fost emis de emitentul său.`,
      labels: {
        number: 'Număr poliță / certificat',
        issuer: 'Emitent',
        valid: 'Valabilă',
        liabilityStart: 'Începutul răspunderii',
        paid: 'Achitat',
      },
      attached: {
        one: () => 'Găsiți atașat un document PDF.',
        few: (count) => `Găsiți atașate ${count} documente PDF.`,
        other: (count) => `Găsiți atașate ${count} de documente PDF.`,
      },
      addonsTitle: 'Servicii suplimentare:',
      addonIssued: (name, number) => `${name}: ${number}`,
      addonRefunded: (name, amount) =>
        `${name}: nu a putut fi emis de emitentul său; suma de ${amount} vă va fi restituită prin aceeași metodă de plată.`,
      follow: 'Urmăriți comanda și descărcați documentele oricând:',
      walletIntro: 'Adăugați polița în portofelul telefonului:',
      walletOnOrderPage: 'Puteți adăuga polița în Apple Wallet sau Google Wallet de pe pagina comenzii.',
      addToAppleWallet: 'Adăugați în Apple Wallet',
      addToGoogleWallet: 'Adăugați în Google Wallet',
      signature: ['Cu stimă,', 'Echipa Asiguro'],
    },
    renewalSubject: (number, vignette) =>
      `${vignette ? 'Certificatul de vinietă' : 'Polița'} ${number} expiră în curând`,
    renewalBody: (number, validTo, link, vignette) =>
      `Bună ziua,\n\n${vignette ? 'Certificatul de vinietă' : 'Polița'} ${number} expiră la ${validTo}. ${vignette ? 'Reînnoiți-l' : 'Reînnoiți-o'} în câteva minute, cu datele deja completate: ${link}\n`,
    signature: '\nCu stimă,\nEchipa Asiguro',
  },
  ru: {
    completed: {
      subject: (number) => `Заказ ${number}: документы готовы`,
      greeting: 'Здравствуйте!',
      issued: (number) => `Полис по заказу ${number} выпущен и подписан электронной подписью.`,
      issuedVignette: (number) => `Сертификат виньетки по заказу ${number} выпущен эмитентом.`,
      labels: {
        number: 'Номер полиса / сертификата',
        issuer: 'Эмитент',
        valid: 'Действует',
        liabilityStart: 'Начало ответственности',
        paid: 'Оплачено',
      },
      attached: {
        one: (count) => `Во вложении ${count} документ PDF.`,
        few: (count) => `Во вложении ${count} документа PDF.`,
        other: (count) => `Во вложении ${count} документов PDF.`,
      },
      addonsTitle: 'Дополнительные услуги:',
      addonIssued: (name, number) => `${name}: ${number}`,
      addonRefunded: (name, amount) =>
        `${name}: эмитент не смог её оформить; сумма ${amount} будет возвращена тем же способом оплаты.`,
      follow: 'Следите за заказом и скачивайте документы в любое время:',
      walletIntro: 'Добавьте полис в кошелёк телефона:',
      walletOnOrderPage: 'Добавить полис в Apple Wallet или Google Wallet можно на странице заказа.',
      addToAppleWallet: 'Добавить в Apple Wallet',
      addToGoogleWallet: 'Добавить в Google Wallet',
      signature: ['С уважением,', 'команда Asiguro'],
    },
    renewalSubject: (number, vignette) => `Срок действия ${vignette ? 'виньетки' : 'полиса'} ${number} скоро истекает`,
    renewalBody: (number, validTo, link, vignette) =>
      `Здравствуйте!\n\n${vignette ? 'Виньетка' : 'Полис'} ${number} действует до ${validTo}. ${vignette ? 'Продлите её' : 'Продлите его'} за несколько минут, данные уже заполнены: ${link}\n`,
    signature: '\nС уважением,\nкоманда Asiguro',
  },
  en: {
    completed: {
      subject: (number) => `Order ${number}: your documents are ready`,
      greeting: 'Hello,',
      issued: (number) => `The policy of order ${number} has been issued and electronically signed.`,
      issuedVignette: (number) => `The vignette certificate of order ${number} has been issued by its issuer.`,
      labels: {
        number: 'Policy / certificate number',
        issuer: 'Issuer',
        valid: 'Valid',
        liabilityStart: 'Liability starts',
        paid: 'Paid',
      },
      attached: {
        one: () => 'One PDF document is attached.',
        other: (count) => `${count} PDF documents are attached.`,
      },
      addonsTitle: 'Add-ons:',
      addonIssued: (name, number) => `${name}: ${number}`,
      addonRefunded: (name, amount) =>
        `${name}: its issuer could not issue it; ${amount} is being refunded to the same payment method.`,
      follow: 'Follow the order and download the documents at any time:',
      walletIntro: 'Add the policy to your phone’s wallet:',
      walletOnOrderPage: 'You can add the policy to Apple Wallet or Google Wallet from the order page.',
      addToAppleWallet: 'Add to Apple Wallet',
      addToGoogleWallet: 'Add to Google Wallet',
      signature: ['Kind regards,', 'The Asiguro team'],
    },
    renewalSubject: (number, vignette) => `${vignette ? 'Vignette' : 'Policy'} ${number} ends soon`,
    renewalBody: (number, validTo, link, vignette) =>
      `Hello,\n\n${vignette ? 'Vignette' : 'Policy'} ${number} ends on ${validTo}. Renew it in a few minutes, with your details already filled in: ${link}\n`,
    signature: '\nKind regards,\nThe Asiguro team',
  },
};

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The counted phrase for `count` in `locale`. */
export function counted(locale: Locale, phrase: Counted, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return (phrase[rules.select(count)] ?? phrase.other)(count);
}
