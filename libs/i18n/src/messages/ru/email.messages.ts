import type { TranslationOf } from '../message';
import type { roEmail } from '../ro/email.messages';

export const ruEmail: TranslationOf<typeof roEmail> = {
  'completed.subject': 'Заказ {number}: документы готовы',
  'completed.greeting': 'Здравствуйте!',
  'completed.issued': 'Полис по заказу {number} выпущен и подписан электронной подписью.',
  'completed.issuedVignette': 'Сертификат виньетки по заказу {number} выпущен эмитентом.',
  'completed.labels.number': 'Номер полиса / сертификата',
  'completed.labels.issuer': 'Эмитент',
  'completed.labels.valid': 'Действует',
  'completed.labels.liabilityStart': 'Начало ответственности',
  'completed.labels.paid': 'Оплачено',
  'completed.attached':
    '{count, plural, one {Во вложении # документ PDF.} few {Во вложении # документа PDF.} many {Во вложении # документов PDF.} other {Во вложении # документа PDF.}}',
  'completed.addonsTitle': 'Дополнительные услуги:',
  'completed.addonIssued': '{name}: {number}',
  'completed.addonRefunded':
    '{name}: эмитент не смог её оформить; сумма {amount} будет возвращена тем же способом оплаты.',
  'completed.follow': 'Следите за заказом и скачивайте документы в любое время:',
  'completed.walletIntro': 'Добавьте полис в кошелёк телефона:',
  'completed.walletOnOrderPage': 'Добавить полис в Apple Wallet или Google Wallet можно на странице заказа.',
  'completed.addToAppleWallet': 'Добавить в Apple Wallet',
  'completed.addToGoogleWallet': 'Добавить в Google Wallet',
  'completed.signature': 'С уважением,\nкоманда Asiguro',
  'renewal.subject': 'Срок действия {vignette, select, yes {виньетки} other {полиса}} {number} скоро истекает',
  'renewal.body':
    'Здравствуйте!\n\n{vignette, select, yes {Виньетка} other {Полис}} {number} действует до {validTo}. {vignette, select, yes {Продлите её} other {Продлите его}} за несколько минут, данные уже заполнены: {link}\n',
  signature: '\nС уважением,\nкоманда Asiguro',
};
