import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const GREEN_CARD_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'Carte Verde',
    subtitle: 'Asigurare auto pentru călătoriile în afara țării',
    documentTitle: 'Carte Verde — asigurarea internațională de răspundere civilă auto',
    covers: [
      'Răspunderea civilă auto în afara Republicii Moldova, în țările sistemului Carte Verde, la limitele legale ale țării accidentului.',
      'Zona 1: Ucraina. Zona 3: toate țările sistemului, inclusiv Uniunea Europeană.',
      'Perioade de 15 zile sau de la 1 la 12 luni; prețul oficial este în euro, achitat în lei la cursul BNM.',
    ],
    faq: [
      {
        q: 'Este acceptată Cartea Verde electronică?',
        a: 'Da, din 1 ianuarie 2025 Cartea Verde digitală este acceptată; câteva țări au cerut încă o vreme exemplarul tipărit, așa că vă recomandăm să îl aveți și pe hârtie.',
      },
      {
        q: 'Îmi trebuie și RCA dacă am Carte Verde?',
        a: 'Da. Cartea Verde nu este valabilă în Moldova, iar RCA nu este valabilă peste hotare.',
      },
      {
        q: 'Pot asigura un vehicul cu certificat de înmatriculare provizoriu?',
        a: 'Nu. Cartea Verde se emite doar pentru vehiculele înmatriculate în Moldova cu certificat permanent.',
      },
    ],
  },
  ru: {
    name: 'Зелёная карта',
    subtitle: 'Автострахование для поездок за границу',
    documentTitle: 'Зелёная карта — международное страхование автогражданской ответственности',
    covers: [
      'Гражданская ответственность автовладельца за пределами Молдовы, в странах системы «Зелёная карта», в пределах лимитов страны ДТП.',
      'Зона 1: Украина. Зона 3: все страны системы, включая Европейский союз.',
      'Сроки 15 дней или от 1 до 12 месяцев; официальная цена в евро, оплата в леях по курсу НБМ.',
    ],
    faq: [
      {
        q: 'Принимается ли электронная Зелёная карта?',
        a: 'Да, с 1 января 2025 года цифровая Зелёная карта принимается; некоторые страны ещё какое-то время требовали бумажный экземпляр, поэтому лучше иметь и распечатку.',
      },
      {
        q: 'Нужен ли RCA, если есть Зелёная карта?',
        a: 'Да. Зелёная карта не действует в Молдове, а RCA не действует за границей.',
      },
      {
        q: 'Можно ли застраховать автомобиль с временным техпаспортом?',
        a: 'Нет. Зелёная карта оформляется только на автомобили, зарегистрированные в Молдове с постоянным свидетельством.',
      },
    ],
  },
  en: {
    name: 'Green Card',
    subtitle: 'Motor insurance for trips abroad',
    documentTitle: 'Green Card — international motor third-party liability',
    covers: [
      'Motor third-party liability outside Moldova, in the Green Card system’s countries, to the legal limits of the country of the accident.',
      'Zone 1: Ukraine. Zone 3: every country of the system, the European Union included.',
      'Periods of 15 days or 1 to 12 months; the official price is in euros, paid in lei at the NBM rate.',
    ],
    faq: [
      {
        q: 'Is the electronic Green Card accepted?',
        a: 'Yes, the digital Green Card has been accepted since 1 January 2025; a few countries still asked for paper for a while, so keep a printed copy too.',
      },
      {
        q: 'Do I still need MTPL with a Green Card?',
        a: 'Yes. The Green Card is not valid in Moldova, and MTPL is not valid abroad.',
      },
      {
        q: 'Can I insure a vehicle with a provisional registration certificate?',
        a: 'No. The Green Card is issued only for vehicles registered in Moldova with a permanent certificate.',
      },
    ],
  },
};
