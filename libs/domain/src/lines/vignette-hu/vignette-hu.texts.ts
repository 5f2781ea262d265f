import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const HU_VIGNETTE_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'Vinieta Ungaria',
    subtitle: 'e-matrica pentru autostrăzile din Ungaria',
    documentTitle: 'Vinietă electronică (Ungaria, e-matrica)',
    covers: [
      'Dreptul de a circula pe autostrăzile din Ungaria (e-matrica), pentru vehiculele de cel mult 3,5 t.',
      'Vinietă de o zi, de 10 zile, lunară sau anuală.',
      'Tariful oficial, achitat în lei la cursul BNM; certificatul este emis de operatorul național maghiar de taxe rutiere.',
    ],
    faq: [
      {
        q: 'Cât este valabilă vinieta „săptămânală”?',
        a: '10 zile consecutive. Cea lunară este valabilă până la aceeași dată a lunii următoare, iar cea anuală până la 31 ianuarie a anului următor.',
      },
      {
        q: 'Camioanele au nevoie de e-matrica?',
        a: 'Nu. Vehiculele de peste 3,5 t plătesc taxa HU-GO, după distanță.',
      },
      {
        q: 'Cine emite vinieta?',
        a: 'Operatorul național maghiar (e-matrica). Asiguro o cumpără în numele dumneavoastră și vă trimite certificatul.',
      },
    ],
  },
  ru: {
    name: 'Виньетка Венгрии',
    subtitle: 'e-matrica для автомагистралей Венгрии',
    documentTitle: 'Электронная виньетка (Венгрия, e-matrica)',
    covers: [
      'Право проезда по автомагистралям Венгрии (e-matrica) для транспорта до 3,5 т.',
      'Виньетка на день, на 10 дней, на месяц или на год.',
      'Официальный тариф, оплата в леях по курсу НБМ; сертификат выпускает национальный оператор платных дорог Венгрии.',
    ],
    faq: [
      {
        q: 'Сколько действует «недельная» виньетка?',
        a: '10 дней подряд. Месячная действует до того же числа следующего месяца, годовая — до 31 января следующего года.',
      },
      {
        q: 'Нужна ли e-matrica грузовикам?',
        a: 'Нет. Транспорт тяжелее 3,5 т платит сбор HU-GO за пройденное расстояние.',
      },
      {
        q: 'Кто выпускает виньетку?',
        a: 'Национальный оператор Венгрии (e-matrica). Asiguro покупает её от вашего имени и присылает вам сертификат.',
      },
    ],
  },
  en: {
    name: 'Hungarian vignette',
    subtitle: 'e-matrica for Hungarian motorways',
    documentTitle: 'Electronic vignette (Hungary, e-matrica)',
    covers: [
      'The right to use Hungary’s motorways (e-matrica), for vehicles up to 3.5 t.',
      'A daily, 10-day, monthly or annual vignette.',
      'The official tariff, paid in lei at the NBM rate; the certificate is issued by Hungary’s national toll operator.',
    ],
    faq: [
      {
        q: 'How long is the “weekly” vignette valid?',
        a: '10 consecutive days. The monthly one runs to the same date next month, the annual one to 31 January of the next year.',
      },
      {
        q: 'Do trucks need an e-matrica?',
        a: 'No. Vehicles over 3.5 t pay the HU-GO toll by distance.',
      },
      {
        q: 'Who issues the vignette?',
        a: 'Hungary’s national operator (e-matrica). Asiguro buys it on your behalf and sends you the certificate.',
      },
    ],
  },
};
