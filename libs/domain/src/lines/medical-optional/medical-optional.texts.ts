import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const MEDICAL_OPTIONAL_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'Asigurare medicală pentru nerezidenți',
    subtitle: 'Pentru străinii aflați în Republica Moldova',
    documentTitle: 'Asigurare medicală pentru nerezidenți',
    covers: [
      'Cheltuieli medicale de urgență în Republica Moldova pentru străinii aflați aici.',
      'Perioade de 3, 6 sau 12 luni, pentru una sau mai multe persoane.',
      'Poliță acceptată pentru permisul de ședere, când oferta o menționează.',
    ],
    faq: [
      {
        q: 'Cine poate fi asigurat?',
        a: 'Cetățenii străini care se află în Moldova, cu datele din pașaport și, dacă îl au, cu IDNP-ul.',
      },
      {
        q: 'Studenții străini au nevoie de ea?',
        a: 'Da, până primesc permisul de ședere; apoi cumpără asigurarea obligatorie CNAM.',
      },
      {
        q: 'Pot plăti pentru altă persoană?',
        a: 'Da. Contractantul poate fi altcineva decât persoana asigurată.',
      },
    ],
  },
  ru: {
    name: 'Медицинская страховка для нерезидентов',
    subtitle: 'Для иностранцев, находящихся в Республике Молдова',
    documentTitle: 'Медицинское страхование для нерезидентов',
    covers: [
      'Экстренные медицинские расходы в Республике Молдова для находящихся здесь иностранцев.',
      'Сроки 3, 6 или 12 месяцев, для одного или нескольких человек.',
      'Полис принимается для вида на жительство, если это указано в предложении.',
    ],
    faq: [
      {
        q: 'Кого можно застраховать?',
        a: 'Иностранных граждан, находящихся в Молдове, по паспортным данным и, если есть, по IDNP.',
      },
      {
        q: 'Нужна ли она иностранным студентам?',
        a: 'Да, до получения вида на жительство; затем покупается обязательная страховка CNAM.',
      },
      {
        q: 'Можно ли оплатить за другого человека?',
        a: 'Да. Страхователем может быть не сам застрахованный.',
      },
    ],
  },
  en: {
    name: 'Medical insurance for non-residents',
    subtitle: 'For foreigners staying in the Republic of Moldova',
    documentTitle: 'Health insurance for non-residents',
    covers: [
      'Emergency medical costs in the Republic of Moldova for foreigners staying here.',
      'Periods of 3, 6 or 12 months, for one or several people.',
      'A policy accepted for a residence permit, when the offer says so.',
    ],
    faq: [
      {
        q: 'Who can be insured?',
        a: 'Foreign citizens staying in Moldova, with their passport details and, if they have one, their IDNP.',
      },
      {
        q: 'Do foreign students need it?',
        a: 'Yes, until they get their residence permit; then they buy the compulsory CNAM insurance.',
      },
      {
        q: 'Can I pay for someone else?',
        a: 'Yes. The policyholder may be someone other than the insured person.',
      },
    ],
  },
};
