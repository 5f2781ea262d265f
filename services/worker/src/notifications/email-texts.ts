import type { Locale } from '@asiguro/i18n';

interface Texts {
  completedSubject: (number: string) => string;
  completedBody: (number: string, link: string, documents: number) => string;
  renewalSubject: (number: string) => string;
  renewalBody: (number: string, validTo: string, link: string) => string;
  signature: string;
}

/** The customer e-mails in the order's language. */
export const EMAIL_TEXTS: Record<Locale, Texts> = {
  ro: {
    completedSubject: (number) => `Comanda ${number}: documentele sunt gata`,
    completedBody: (number, link, documents) =>
      `Bună ziua,\n\nPolița pentru comanda ${number} a fost emisă și semnată electronic. ` +
      `Găsiți atașate ${documents} documente.\n\nUrmăriți comanda și descărcați documentele oricând: ${link}\n`,
    renewalSubject: (number) => `Polița ${number} expiră în curând`,
    renewalBody: (number, validTo, link) =>
      `Bună ziua,\n\nPolița ${number} expiră la ${validTo}. Reînnoiți-o în câteva minute, cu datele deja completate: ${link}\n`,
    signature: '\nCu stimă,\nEchipa Asiguro',
  },
  ru: {
    completedSubject: (number) => `Заказ ${number}: документы готовы`,
    completedBody: (number, link, documents) =>
      `Здравствуйте!\n\nПолис по заказу ${number} выпущен и подписан электронной подписью. ` +
      `Во вложении ${documents} документов.\n\nСледите за заказом и скачивайте документы в любое время: ${link}\n`,
    renewalSubject: (number) => `Срок действия полиса ${number} скоро истекает`,
    renewalBody: (number, validTo, link) =>
      `Здравствуйте!\n\nПолис ${number} действует до ${validTo}. Продлите его за несколько минут, данные уже заполнены: ${link}\n`,
    signature: '\nС уважением,\nкоманда Asiguro',
  },
  en: {
    completedSubject: (number) => `Order ${number}: your documents are ready`,
    completedBody: (number, link, documents) =>
      `Hello,\n\nThe policy of order ${number} has been issued and electronically signed. ` +
      `${documents} documents are attached.\n\nFollow the order and download the documents at any time: ${link}\n`,
    renewalSubject: (number) => `Policy ${number} ends soon`,
    renewalBody: (number, validTo, link) =>
      `Hello,\n\nPolicy ${number} ends on ${validTo}. Renew it in a few minutes, with your details already filled in: ${link}\n`,
    signature: '\nKind regards,\nThe Asiguro team',
  },
};
