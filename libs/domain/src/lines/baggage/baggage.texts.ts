import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const BAGGAGE_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'Asigurarea bagajului',
    subtitle: 'Pentru pierderea sau întârzierea bagajului la zbor',
    documentTitle: 'Asigurarea bagajelor',
    covers: [
      'Pierderea bagajului predat la zbor: până la 500 EUR de bagaj.',
      'Întârzierea bagajului cu peste 12 ore: 100 EUR pentru cumpărăturile necesare.',
      'Toate segmentele de zbor ale călătoriei, după numărul de bagaje indicat.',
    ],
    faq: [
      {
        q: 'Ce îmi trebuie pentru a o cumpăra?',
        a: 'Numerele zborurilor, data plecării și numărul de bagaje.',
      },
      {
        q: 'Când o cumpăr?',
        a: 'Înainte de zbor; data plecării poate fi cu până la un an înainte.',
      },
      {
        q: 'Ce fac dacă bagajul nu a sosit?',
        a: 'Cereți raportul de neregularitate (PIR) la aeroport și anunțați asigurătorul, la numărul de pe poliță.',
      },
    ],
  },
  ru: {
    name: 'Страхование багажа',
    subtitle: 'На случай утери или задержки багажа при перелёте',
    documentTitle: 'Страхование багажа',
    covers: [
      'Утрата багажа, сданного на рейс: до 500 EUR за место.',
      'Задержка багажа более 12 часов: 100 EUR на необходимые покупки.',
      'Все сегменты перелёта, по указанному количеству мест багажа.',
    ],
    faq: [
      {
        q: 'Что нужно для покупки?',
        a: 'Номера рейсов, дата вылета и количество мест багажа.',
      },
      {
        q: 'Когда её покупать?',
        a: 'До вылета; дата вылета может быть до года вперёд.',
      },
      {
        q: 'Что делать, если багаж не прибыл?',
        a: 'Получите в аэропорту акт о неисправности (PIR) и сообщите страховщику по номеру из полиса.',
      },
    ],
  },
  en: {
    name: 'Baggage insurance',
    subtitle: 'For lost or delayed baggage on a flight',
    documentTitle: 'Baggage insurance',
    covers: [
      'Loss of checked baggage: up to 500 EUR per bag.',
      'Baggage delayed over 12 hours: 100 EUR for essential purchases.',
      'Every flight segment of the trip, for the number of bags you state.',
    ],
    faq: [
      {
        q: 'What do I need to buy it?',
        a: 'The flight numbers, the departure date and the number of bags.',
      },
      {
        q: 'When do I buy it?',
        a: 'Before the flight; the departure can be up to a year ahead.',
      },
      {
        q: 'What if my bag does not arrive?',
        a: 'Get a property irregularity report (PIR) at the airport and tell the insurer, on the number on the policy.',
      },
    ],
  },
};
