import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const RCA_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'RCA',
    subtitle: 'Asigurarea obligatorie de răspundere civilă auto',
    documentTitle: 'RCA — asigurarea obligatorie de răspundere civilă auto',
    covers: [
      'Daunele produse altor persoane cu vehiculul asigurat în Republica Moldova: bunuri de până la 100 000 EUR pe accident.',
      'Vătămări corporale sau deces: până la 100 000 EUR de persoană și 500 000 EUR pe accident, plus prejudiciul moral.',
      'Constatarea amiabilă fără poliție pentru daune materiale de până la 15 000 de lei; formularul vine cu polița.',
    ],
    faq: [
      {
        q: 'RCA acoperă și reparația propriei mașini?',
        a: 'Nu. RCA plătește daunele produse altora. Pentru propriul vehicul aveți nevoie de CASCO.',
      },
      {
        q: 'Pe ce perioadă pot cumpăra RCA?',
        a: 'Între 1 și 12 luni. Polița pe 12 luni este de regulă mai avantajoasă decât mai multe polițe scurte.',
      },
      {
        q: 'De ce prețul diferă de la un asigurător la altul?',
        a: 'Toți pornesc de la prima de referință și clasa dumneavoastră bonus-malus, dar fiecare aplică propriile ajustări peste ea.',
      },
    ],
  },
  ru: {
    name: 'ОСАГО',
    subtitle: 'Обязательное страхование гражданской ответственности автовладельцев',
    documentTitle: 'ОСАГО — обязательное страхование автогражданской ответственности',
    covers: [
      'Ущерб, причинённый другим людям застрахованным автомобилем в Республике Молдова: имуществу — до 100 000 EUR на одно ДТП.',
      'Вред здоровью или смерть: до 100 000 EUR на человека и 500 000 EUR на ДТП, а также моральный вред.',
      'Европротокол без полиции при материальном ущербе до 15 000 леев; бланк приходит вместе с полисом.',
    ],
    faq: [
      {
        q: 'RCA покрывает ремонт моего автомобиля?',
        a: 'Нет. RCA оплачивает ущерб, причинённый другим. Для своего автомобиля нужен CASCO.',
      },
      {
        q: 'На какой срок можно купить RCA?',
        a: 'От 1 до 12 месяцев. Полис на 12 месяцев обычно выгоднее нескольких коротких.',
      },
      {
        q: 'Почему цена разная у разных страховщиков?',
        a: 'Все исходят из базовой премии и вашего класса бонус-малус, но каждый применяет к ней свои поправки.',
      },
    ],
  },
  en: {
    name: 'MTPL',
    subtitle: 'Compulsory motor third-party liability insurance',
    documentTitle: 'MTPL — compulsory motor third-party liability (RCA)',
    covers: [
      'Damage the insured vehicle causes to others in the Republic of Moldova: property up to 100,000 EUR per accident.',
      'Bodily injury or death: up to 100,000 EUR per person and 500,000 EUR per accident, plus moral damage.',
      'An amicable accident report without the police for property damage up to 15,000 lei; the form comes with the policy.',
    ],
    faq: [
      {
        q: 'Does MTPL pay for repairing my own car?',
        a: 'No. MTPL pays for damage caused to others. For your own vehicle you need CASCO.',
      },
      {
        q: 'For how long can I buy MTPL?',
        a: 'From 1 to 12 months. A 12-month policy usually costs less than several short ones.',
      },
      {
        q: 'Why do insurers’ prices differ?',
        a: 'They all start from the reference premium and your bonus-malus class, then each applies its own adjustments.',
      },
    ],
  },
};
