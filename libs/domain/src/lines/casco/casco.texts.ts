import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const CASCO_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'CASCO',
    subtitle: 'Asigurarea facultativă a automobilului',
    documentTitle: 'CASCO — asigurarea autovehiculului',
    covers: [
      'Daunele propriului automobil: accident, incendiu, calamități, vandalism și furt, după pachetul ales.',
      'Suma asigurată este valoarea de piață a mașinii, în lei.',
      'Teritoriul (Moldova sau și străinătate), franșiza și plata în rate se aleg în formular.',
    ],
    faq: [
      {
        q: 'Înlocuiește CASCO asigurarea RCA?',
        a: 'Nu. RCA este obligatorie și acoperă daunele produse altora; CASCO acoperă mașina dumneavoastră.',
      },
      {
        q: 'Ce este franșiza?',
        a: 'Partea din fiecare daună pe care o suportați dumneavoastră; o franșiză mai mare scade prețul.',
      },
      {
        q: 'Contează sistemul antifurt?',
        a: 'Da. Unii asigurători dau o reducere pentru un sistem antifurt.',
      },
    ],
  },
  ru: {
    name: 'КАСКО',
    subtitle: 'Добровольное страхование автомобиля',
    documentTitle: 'КАСКО — страхование автомобиля',
    covers: [
      'Ущерб вашему автомобилю: ДТП, пожар, стихийные бедствия, вандализм и угон — в зависимости от пакета.',
      'Страховая сумма — рыночная стоимость автомобиля в леях.',
      'Территория (Молдова или также заграница), франшиза и оплата в рассрочку выбираются в форме.',
    ],
    faq: [
      {
        q: 'Заменяет ли CASCO полис RCA?',
        a: 'Нет. RCA обязателен и покрывает ущерб другим; CASCO покрывает ваш автомобиль.',
      },
      {
        q: 'Что такое франшиза?',
        a: 'Часть каждого ущерба, которую вы оплачиваете сами; чем выше франшиза, тем ниже цена.',
      },
      {
        q: 'Важна ли противоугонная система?',
        a: 'Да. Некоторые страховщики дают за неё скидку.',
      },
    ],
  },
  en: {
    name: 'CASCO',
    subtitle: 'Voluntary car insurance',
    documentTitle: 'CASCO — motor vehicle insurance',
    covers: [
      'Damage to your own car: accident, fire, natural disasters, vandalism and theft, depending on the package.',
      'The sum insured is the car’s market value, in lei.',
      'Territory (Moldova or abroad too), deductible and instalments are chosen in the form.',
    ],
    faq: [
      {
        q: 'Does CASCO replace MTPL?',
        a: 'No. MTPL is compulsory and covers damage to others; CASCO covers your car.',
      },
      {
        q: 'What is the deductible?',
        a: 'The part of each claim you bear yourself; a higher deductible lowers the price.',
      },
      {
        q: 'Does an anti-theft system matter?',
        a: 'Yes. Some insurers give a discount for one.',
      },
    ],
  },
};
