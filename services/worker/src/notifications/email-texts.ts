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
}

/** An add-on of the order as the documents e-mail states it: issued with its number, or refunded. */
export interface AddonFact {
  name: string;
  number: string | null;
  /** The share given back, formatted, when the add-on could not be issued. */
  refunded: string | null;
}

interface Texts {
  /** The add-ons' lines, after the policy's (none for a single-item order). */
  addons: (addons: AddonFact[]) => string;
  completedSubject: (number: string) => string;
  completedBody: (number: string, link: string, documents: number, policy: PolicyFacts) => string;
  renewalSubject: (number: string) => string;
  renewalBody: (number: string, validTo: string, link: string) => string;
  signature: string;
}

/** The customer e-mails in the order's language. */
export const EMAIL_TEXTS: Record<Locale, Texts> = {
  ro: {
    addons: (addons) =>
      `\nServicii suplimentare:\n` +
      addons
        .map((addon) =>
          addon.refunded
            ? `- ${addon.name}: nu a putut fi emis de emitentul său; suma de ${addon.refunded} vă va fi restituită prin aceeași metodă de plată.\n`
            : `- ${addon.name}: ${addon.number}\n`,
        )
        .join(''),
    completedSubject: (number) => `Comanda ${number}: documentele sunt gata`,
    completedBody: (number, link, documents, policy) =>
      `Bună ziua,\n\nPolița pentru comanda ${number} a fost emisă și semnată electronic.\n\n` +
      `Număr poliță / certificat: ${policy.number}\nEmitent: ${policy.issuer}\n` +
      `Valabilă: ${policy.from} – ${policy.to}\n` +
      (policy.liabilityStart ? `Începutul răspunderii: ${policy.liabilityStart}\n` : '') +
      `Achitat: ${policy.paid}\n\n` +
      `Găsiți atașate ${documents} documente.\n\nUrmăriți comanda și descărcați documentele oricând: ${link}\n`,
    renewalSubject: (number) => `Polița ${number} expiră în curând`,
    renewalBody: (number, validTo, link) =>
      `Bună ziua,\n\nPolița ${number} expiră la ${validTo}. Reînnoiți-o în câteva minute, cu datele deja completate: ${link}\n`,
    signature: '\nCu stimă,\nEchipa Asiguro',
  },
  ru: {
    addons: (addons) =>
      `\nДополнительные услуги:\n` +
      addons
        .map((addon) =>
          addon.refunded
            ? `- ${addon.name}: эмитент не смог её оформить; сумма ${addon.refunded} будет возвращена тем же способом оплаты.\n`
            : `- ${addon.name}: ${addon.number}\n`,
        )
        .join(''),
    completedSubject: (number) => `Заказ ${number}: документы готовы`,
    completedBody: (number, link, documents, policy) =>
      `Здравствуйте!\n\nПолис по заказу ${number} выпущен и подписан электронной подписью.\n\n` +
      `Номер полиса / сертификата: ${policy.number}\nЭмитент: ${policy.issuer}\n` +
      `Действует: ${policy.from} – ${policy.to}\n` +
      (policy.liabilityStart ? `Начало ответственности: ${policy.liabilityStart}\n` : '') +
      `Оплачено: ${policy.paid}\n\n` +
      `Во вложении ${documents} документов.\n\nСледите за заказом и скачивайте документы в любое время: ${link}\n`,
    renewalSubject: (number) => `Срок действия полиса ${number} скоро истекает`,
    renewalBody: (number, validTo, link) =>
      `Здравствуйте!\n\nПолис ${number} действует до ${validTo}. Продлите его за несколько минут, данные уже заполнены: ${link}\n`,
    signature: '\nС уважением,\nкоманда Asiguro',
  },
  en: {
    addons: (addons) =>
      `\nAdd-ons:\n` +
      addons
        .map((addon) =>
          addon.refunded
            ? `- ${addon.name}: its issuer could not issue it; ${addon.refunded} is being refunded to the same payment method.\n`
            : `- ${addon.name}: ${addon.number}\n`,
        )
        .join(''),
    completedSubject: (number) => `Order ${number}: your documents are ready`,
    completedBody: (number, link, documents, policy) =>
      `Hello,\n\nThe policy of order ${number} has been issued and electronically signed.\n\n` +
      `Policy / certificate number: ${policy.number}\nIssuer: ${policy.issuer}\n` +
      `Valid: ${policy.from} – ${policy.to}\n` +
      (policy.liabilityStart ? `Liability starts: ${policy.liabilityStart}\n` : '') +
      `Paid: ${policy.paid}\n\n` +
      `${documents} documents are attached.\n\nFollow the order and download the documents at any time: ${link}\n`,
    renewalSubject: (number) => `Policy ${number} ends soon`,
    renewalBody: (number, validTo, link) =>
      `Hello,\n\nPolicy ${number} ends on ${validTo}. Renew it in a few minutes, with your details already filled in: ${link}\n`,
    signature: '\nKind regards,\nThe Asiguro team',
  },
};
