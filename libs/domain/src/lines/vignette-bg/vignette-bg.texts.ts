import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const BG_VIGNETTE_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'Vinieta Bulgaria',
    subtitle: 'e-vinieta pentru drumurile din Bulgaria',
    documentTitle: 'Vinietă electronică (Bulgaria)',
    covers: [
      'Dreptul de a circula pe drumurile naționale din Bulgaria, pentru autoturisme și furgonete de cel mult 3,5 t.',
      'Vinietă de weekend, săptămânală, lunară, trimestrială sau anuală.',
      'Tariful oficial, achitat în lei la cursul BNM; certificatul este emis în sistemul BG Toll.',
    ],
    faq: [
      {
        q: 'Cu cât timp înainte o pot cumpăra?',
        a: 'Cu cel mult 30 de zile înainte de prima zi de valabilitate.',
      },
      {
        q: 'Remorca are nevoie de vinietă separată?',
        a: 'Da, când ansamblul depășește 3,5 t.',
      },
      {
        q: 'Cine emite vinieta?',
        a: 'Sistemul BG Toll. Asiguro o cumpără în numele dumneavoastră și vă trimite certificatul.',
      },
    ],
  },
  ru: {
    name: 'Виньетка Болгарии',
    subtitle: 'Электронная виньетка для дорог Болгарии',
    documentTitle: 'Электронная виньетка (Болгария)',
    covers: [
      'Право проезда по национальным дорогам Болгарии для легковых и фургонов до 3,5 т.',
      'Виньетка на выходные, неделю, месяц, квартал или год.',
      'Официальный тариф, оплата в леях по курсу НБМ; сертификат выпускается в системе BG Toll.',
    ],
    faq: [
      {
        q: 'За сколько дней до поездки её можно купить?',
        a: 'Не раньше чем за 30 дней до первого дня действия.',
      },
      {
        q: 'Нужна ли прицепу отдельная виньетка?',
        a: 'Да, если сцепка тяжелее 3,5 т.',
      },
      {
        q: 'Кто выпускает виньетку?',
        a: 'Система BG Toll. Asiguro покупает её от вашего имени и присылает вам сертификат.',
      },
    ],
  },
  en: {
    name: 'Bulgarian vignette',
    subtitle: 'e-vignette for Bulgarian roads',
    documentTitle: 'Electronic vignette (Bulgaria)',
    covers: [
      'The right to drive on Bulgaria’s national roads, for cars and vans up to 3.5 t.',
      'A weekend, weekly, monthly, quarterly or annual vignette.',
      'The official tariff, paid in lei at the NBM rate; the certificate is issued in the BG Toll system.',
    ],
    faq: [
      {
        q: 'How far ahead can I buy it?',
        a: 'Up to 30 days before its first day.',
      },
      {
        q: 'Does a trailer need its own vignette?',
        a: 'Yes, when the combination exceeds 3.5 t.',
      },
      {
        q: 'Who issues the vignette?',
        a: 'The BG Toll system. Asiguro buys it on your behalf and sends you the certificate.',
      },
    ],
  },
};
