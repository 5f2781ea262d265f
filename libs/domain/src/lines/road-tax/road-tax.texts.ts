import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const ROAD_TAX_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'Taxa de drum',
    subtitle: 'Taxa pentru folosirea drumurilor din Republica Moldova',
    documentTitle: 'Taxa pentru folosirea drumurilor',
    covers: [
      'Taxa anuală pentru folosirea drumurilor, pentru vehiculele înmatriculate în Republica Moldova.',
      'Suma calculată după Codul fiscal (de exemplu, după capacitatea motorului) pentru anul în curs.',
      'Confirmarea plății, cerută la testarea tehnică și la înmatriculare.',
    ],
    faq: [
      {
        q: 'Cine plătește taxa de drum?',
        a: 'Proprietarii vehiculelor înmatriculate în Moldova; unele vehicule și persoane sunt scutite prin lege.',
      },
      {
        q: 'Vehiculele electrice plătesc taxa?',
        a: 'Nu, Serviciul Fiscal de Stat nu aplică taxa vehiculelor electrice.',
      },
      {
        q: 'Ce primesc după plată?',
        a: 'Confirmarea achitării taxei, semnată electronic, pe e-mail și pe pagina comenzii.',
      },
    ],
  },
  ru: {
    name: 'Дорожный сбор',
    subtitle: 'Сбор за пользование дорогами Республики Молдова',
    documentTitle: 'Сбор за пользование дорогами',
    covers: [
      'Ежегодный сбор за пользование дорогами для транспорта, зарегистрированного в Республике Молдова.',
      'Сумма по Налоговому кодексу (например, по объёму двигателя) за текущий год.',
      'Подтверждение оплаты, которое нужно для техосмотра и регистрации.',
    ],
    faq: [
      {
        q: 'Кто платит дорожный сбор?',
        a: 'Владельцы транспорта, зарегистрированного в Молдове; некоторые машины и лица освобождены законом.',
      },
      {
        q: 'Платят ли сбор электромобили?',
        a: 'Нет, Государственная налоговая служба не применяет сбор к электромобилям.',
      },
      {
        q: 'Что я получу после оплаты?',
        a: 'Подтверждение оплаты сбора с электронной подписью — на e-mail и на странице заказа.',
      },
    ],
  },
  en: {
    name: 'Road tax',
    subtitle: 'The fee for using the roads of the Republic of Moldova',
    documentTitle: 'Road use tax',
    covers: [
      'The annual road-use tax for vehicles registered in the Republic of Moldova.',
      'The amount set by the Tax Code (for example by engine capacity) for the current year.',
      'The payment confirmation the technical inspection and registration ask for.',
    ],
    faq: [
      {
        q: 'Who pays the road tax?',
        a: 'Owners of vehicles registered in Moldova; some vehicles and people are exempt by law.',
      },
      {
        q: 'Do electric vehicles pay it?',
        a: 'No, the State Tax Service does not apply the tax to electric vehicles.',
      },
      {
        q: 'What do I receive after paying?',
        a: 'The electronically signed payment confirmation, by e-mail and on the order page.',
      },
    ],
  },
};
