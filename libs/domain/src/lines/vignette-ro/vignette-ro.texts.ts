import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const RO_VIGNETTE_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'Rovinieta',
    subtitle: 'Vinieta pentru drumurile din România',
    documentTitle: 'Rovinietă (România)',
    covers: [
      'Dreptul de a circula pe drumurile naționale din România, pentru vehiculele înmatriculate în Moldova sau în Ucraina.',
      'Categoria A (autoturisme) și categoriile B–F (vehicule de marfă), pentru 1, 7, 10, 30 sau 60 de zile sau 12 luni, după categorie.',
      'Tariful oficial în euro, achitat în lei la cursul BNM; certificatul este emis de CNAIR, în sistemul e-rovinieta.',
    ],
    faq: [
      {
        q: 'Cine emite rovinieta?',
        a: 'Emitentul este CNAIR (sistemul e-rovinieta). Asiguro o cumpără în numele dumneavoastră și vă trimite certificatul.',
      },
      {
        q: 'Cu cât timp înainte o pot cumpăra?',
        a: 'Cu cel mult 30 de zile înainte de prima zi de valabilitate.',
      },
      {
        q: 'Trebuie să o lipesc pe parbriz?',
        a: 'Nu. Rovinieta este electronică, legată de numărul de înmatriculare; păstrați certificatul pentru un control.',
      },
    ],
  },
  ru: {
    name: 'Ровиньетка',
    subtitle: 'Виньетка для дорог Румынии',
    documentTitle: 'Ровиньетка (Румыния)',
    covers: [
      'Право проезда по национальным дорогам Румынии для автомобилей, зарегистрированных в Молдове или Украине.',
      'Категория A (легковые) и категории B–F (грузовые) на 1, 7, 10, 30 или 60 дней либо 12 месяцев — в зависимости от категории.',
      'Официальный тариф в евро, оплата в леях по курсу НБМ; сертификат выпускает CNAIR в системе e-rovinieta.',
    ],
    faq: [
      {
        q: 'Кто выпускает ровиньетку?',
        a: 'Эмитент — CNAIR (система e-rovinieta). Asiguro покупает её от вашего имени и присылает вам сертификат.',
      },
      {
        q: 'За сколько дней до поездки её можно купить?',
        a: 'Не раньше чем за 30 дней до первого дня действия.',
      },
      {
        q: 'Нужно ли клеить её на стекло?',
        a: 'Нет. Ровиньетка электронная и привязана к номеру автомобиля; сохраните сертификат для проверки.',
      },
    ],
  },
  en: {
    name: 'Rovignette',
    subtitle: 'The vignette for Romanian roads',
    documentTitle: 'Road vignette (Romania, rovinieta)',
    covers: [
      'The right to drive on Romania’s national roads, for vehicles registered in Moldova or Ukraine.',
      'Category A (cars) and categories B–F (goods vehicles), for 1, 7, 10, 30 or 60 days or 12 months, by category.',
      'The official tariff in euros, paid in lei at the NBM rate; the certificate is issued by CNAIR, in the e-rovinieta system.',
    ],
    faq: [
      {
        q: 'Who issues the rovinieta?',
        a: 'The issuer is CNAIR (the e-rovinieta system). Asiguro buys it on your behalf and sends you the certificate.',
      },
      {
        q: 'How far ahead can I buy it?',
        a: 'Up to 30 days before its first day.',
      },
      {
        q: 'Do I stick it on the windscreen?',
        a: 'No. The rovinieta is electronic, tied to the registration plate; keep the certificate for a check.',
      },
    ],
  },
};
