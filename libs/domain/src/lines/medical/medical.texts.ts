import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const MEDICAL_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'Asigurare medicală de călătorie',
    subtitle: 'Pentru călătoriile peste hotare',
    documentTitle: 'Asigurare medicală pentru călătorii în străinătate',
    covers: [
      'Cheltuieli medicale de urgență în străinătate: tratament, spitalizare și repatriere, până la suma asigurată aleasă.',
      'Urgențe stomatologice și, după ofertă, COVID-19, anularea călătoriei și accidente în timpul sportului.',
      'Asistență telefonică 24/7 a asigurătorului, la numărul tipărit pe poliță.',
    ],
    faq: [
      {
        q: 'Este potrivită pentru viza Schengen?',
        a: 'Da, când suma asigurată este de cel puțin 30 000 EUR; ofertele o arată pentru fiecare asigurător.',
      },
      {
        q: 'Pot cumpăra asigurarea dacă sunt deja în străinătate?',
        a: 'Unii asigurători refuză; alții o acceptă doar după o perioadă de așteptare. Cumpărați-o înainte de plecare.',
      },
      {
        q: 'Pe cine sun dacă mă îmbolnăvesc?',
        a: 'Asistența asigurătorului, la numărul de pe poliță, înainte de a merge la medic, când este posibil.',
      },
    ],
  },
  ru: {
    name: 'Медицинская страховка для путешествий',
    subtitle: 'Для поездок за границу',
    documentTitle: 'Медицинское страхование выезжающих за рубеж',
    covers: [
      'Экстренные медицинские расходы за рубежом: лечение, госпитализация и репатриация в пределах выбранной суммы.',
      'Экстренная стоматология и, в зависимости от предложения, COVID-19, отмена поездки и травмы при занятиях спортом.',
      'Круглосуточная помощь страховщика по телефону, указанному в полисе.',
    ],
    faq: [
      {
        q: 'Подходит ли страховка для шенгенской визы?',
        a: 'Да, если страховая сумма не меньше 30 000 EUR; предложения показывают это для каждого страховщика.',
      },
      {
        q: 'Можно ли купить страховку, если я уже за границей?',
        a: 'Одни страховщики отказывают, другие принимают только с периодом ожидания. Купите её до поездки.',
      },
      {
        q: 'Куда звонить, если я заболел?',
        a: 'В службу помощи страховщика по номеру из полиса — по возможности до визита к врачу.',
      },
    ],
  },
  en: {
    name: 'Travel medical insurance',
    subtitle: 'For trips abroad',
    documentTitle: 'Travel medical insurance',
    covers: [
      'Emergency medical costs abroad: treatment, hospital stay and repatriation, up to the sum insured you choose.',
      'Dental emergencies and, depending on the offer, COVID-19, trip cancellation and sports injuries.',
      'The insurer’s 24/7 assistance line, printed on the policy.',
    ],
    faq: [
      {
        q: 'Is it accepted for a Schengen visa?',
        a: 'Yes, when the sum insured is at least 30,000 EUR; the offers show it for each insurer.',
      },
      {
        q: 'Can I buy it when I am already abroad?',
        a: 'Some insurers refuse; others accept only after a waiting period. Buy it before you leave.',
      },
      {
        q: 'Whom do I call if I fall ill?',
        a: 'The insurer’s assistance line on the policy, before seeing a doctor whenever possible.',
      },
    ],
  },
};
