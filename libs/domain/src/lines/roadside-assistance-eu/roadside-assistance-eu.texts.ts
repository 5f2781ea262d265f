import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const ROADSIDE_ASSISTANCE_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'Asistență rutieră în România și UE',
    subtitle: 'Tractare și ajutor la drum oriunde în Europa',
    documentTitle: 'Asistență rutieră în România și UE',
    covers: [
      'Tractare și ajutor la drum după o pană sau un accident, în România sau în România și Uniunea Europeană.',
      'Linie de asistență 24/7 a asigurătorului.',
      'Perioade de 15 zile, 30 de zile, 90 de zile sau 12 luni.',
    ],
    faq: [
      {
        q: 'Ce vehicule pot fi asigurate?',
        a: 'Autoturismele (M1) cu cel mult 9 locuri, cu inspecția tehnică valabilă.',
      },
      {
        q: 'Înlocuiește Cartea Verde?',
        a: 'Nu. Cartea Verde este asigurarea de răspundere civilă obligatorie peste hotare; asistența rutieră vă ajută pe drum.',
      },
      {
        q: 'Pe cine sun când rămân pe drum?',
        a: 'Linia de asistență a asigurătorului, tipărită pe poliță.',
      },
    ],
  },
  ru: {
    name: 'Помощь на дороге в Румынии и ЕС',
    subtitle: 'Эвакуация и техпомощь по всей Европе',
    documentTitle: 'Помощь на дороге в Румынии и ЕС',
    covers: [
      'Эвакуатор и помощь на дороге после поломки или ДТП — в Румынии или в Румынии и ЕС.',
      'Круглосуточная линия помощи страховщика.',
      'Сроки 15 дней, 30 дней, 90 дней или 12 месяцев.',
    ],
    faq: [
      {
        q: 'Какие автомобили можно застраховать?',
        a: 'Легковые (M1) не более чем на 9 мест, с действующим техосмотром.',
      },
      {
        q: 'Заменяет ли она Зелёную карту?',
        a: 'Нет. Зелёная карта — обязательное страхование ответственности за рубежом; помощь на дороге выручает в пути.',
      },
      {
        q: 'Куда звонить, если машина сломалась?',
        a: 'На линию помощи страховщика, номер указан в полисе.',
      },
    ],
  },
  en: {
    name: 'Road assistance in Romania and the EU',
    subtitle: 'Towing and roadside help all over Europe',
    documentTitle: 'Roadside assistance in Romania and the EU',
    covers: [
      'Towing and roadside help after a breakdown or an accident, in Romania or in Romania and the European Union.',
      'The insurer’s 24/7 assistance line.',
      'Periods of 15 days, 30 days, 90 days or 12 months.',
    ],
    faq: [
      {
        q: 'Which vehicles can be covered?',
        a: 'Passenger cars (M1) with at most 9 seats and a valid technical inspection.',
      },
      {
        q: 'Does it replace the Green Card?',
        a: 'No. The Green Card is the compulsory liability insurance abroad; roadside assistance helps you on the road.',
      },
      {
        q: 'Whom do I call when I break down?',
        a: 'The insurer’s assistance line, printed on the policy.',
      },
    ],
  },
};
