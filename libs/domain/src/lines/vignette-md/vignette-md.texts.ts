import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const MD_VIGNETTE_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'Vinieta Moldova',
    subtitle: 'Pentru vehiculele înmatriculate în străinătate',
    documentTitle: 'Vinietă (Republica Moldova)',
    covers: [
      'Dreptul de a circula pe drumurile Republicii Moldova, pentru vehiculele înmatriculate în străinătate.',
      'Categoriile M1 (autoturisme) până la N3 (camioane), pentru perioada aleasă.',
      'Tariful oficial în euro, achitat în lei la cursul BNM; certificatul este emis în sistemul de stat e-vinieta.',
    ],
    faq: [
      {
        q: 'Cine are nevoie de vinieta Moldovei?',
        a: 'Vehiculele înmatriculate în alte țări. Vehiculele înmatriculate în Moldova plătesc taxa de drum anuală.',
      },
      {
        q: 'Cine emite vinieta?',
        a: 'Emitentul este sistemul de stat e-vinieta. Asiguro o cumpără în numele dumneavoastră și vă trimite certificatul.',
      },
      {
        q: 'Cum arăt vinieta la frontieră?',
        a: 'Vinieta este electronică, legată de numărul de înmatriculare; arătați certificatul pe telefon sau tipărit.',
      },
    ],
  },
  ru: {
    name: 'Виньетка Молдовы',
    subtitle: 'Для транспортных средств, зарегистрированных за границей',
    documentTitle: 'Виньетка (Республика Молдова)',
    covers: [
      'Право проезда по дорогам Республики Молдова для автомобилей, зарегистрированных за рубежом.',
      'Категории от M1 (легковые) до N3 (грузовые) на выбранный срок.',
      'Официальный тариф в евро, оплата в леях по курсу НБМ; сертификат выпускается в государственной системе e-vinieta.',
    ],
    faq: [
      {
        q: 'Кому нужна молдавская виньетка?',
        a: 'Автомобилям, зарегистрированным в других странах. Автомобили с молдавской регистрацией платят ежегодный дорожный сбор.',
      },
      {
        q: 'Кто выпускает виньетку?',
        a: 'Эмитент — государственная система e-vinieta. Asiguro покупает её от вашего имени и присылает вам сертификат.',
      },
      {
        q: 'Как показать виньетку на границе?',
        a: 'Виньетка электронная и привязана к номеру автомобиля; покажите сертификат на телефоне или распечатанным.',
      },
    ],
  },
  en: {
    name: 'Moldovan vignette',
    subtitle: 'For vehicles registered abroad',
    documentTitle: 'Road vignette (Republic of Moldova)',
    covers: [
      'The right to drive on the Republic of Moldova’s roads, for vehicles registered abroad.',
      'Categories M1 (cars) to N3 (trucks), for the period you choose.',
      'The official tariff in euros, paid in lei at the NBM rate; the certificate is issued in the state e-vinieta system.',
    ],
    faq: [
      {
        q: 'Who needs the Moldovan vignette?',
        a: 'Vehicles registered in other countries. Vehicles registered in Moldova pay the annual road tax.',
      },
      {
        q: 'Who issues the vignette?',
        a: 'The issuer is the state e-vinieta system. Asiguro buys it on your behalf and sends you the certificate.',
      },
      {
        q: 'How do I show the vignette at the border?',
        a: 'The vignette is electronic, tied to the registration plate; show the certificate on your phone or printed.',
      },
    ],
  },
};
