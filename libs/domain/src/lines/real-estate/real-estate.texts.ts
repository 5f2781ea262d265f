import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const REAL_ESTATE_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'Asigurare ipotecară',
    subtitle: 'Asigurarea bunurilor imobile gajate la bancă',
    documentTitle: 'Asigurarea bunurilor imobile (ipotecă)',
    covers: [
      'Apartamentul, casa sau terenul gajat la bancă, identificat după numărul cadastral.',
      'Suma asigurată la valoarea de piață sau la valoarea de reconstrucție, după cum cere banca.',
      'Despăgubirea se plătește băncii beneficiare; franșiza este de 1% pentru daune și de 5% pentru distrugere totală și incendiu.',
    ],
    faq: [
      {
        q: 'Ce bancă pot indica drept beneficiar?',
        a: 'MICB, MAIB, Victoriabank sau altă bancă, pe care o scrieți în formular.',
      },
      {
        q: 'Ce valoare aleg: de piață sau de reconstrucție?',
        a: 'Pe cea din contractul de credit; dacă nu o găsiți, întrebați banca.',
      },
      {
        q: 'Trebuie să știu adresa exactă?',
        a: 'Nu. Introduceți numărul cadastral, iar adresa o completăm din registru.',
      },
    ],
  },
  ru: {
    name: 'Ипотечное страхование',
    subtitle: 'Страхование недвижимости, заложенной в банке',
    documentTitle: 'Страхование недвижимости (ипотека)',
    covers: [
      'Квартира, дом или земельный участок в залоге у банка, по кадастровому номеру.',
      'Страховая сумма по рыночной или восстановительной стоимости — как требует банк.',
      'Возмещение выплачивается банку-выгодоприобретателю; франшиза 1% при повреждении и 5% при полной гибели и пожаре.',
    ],
    faq: [
      {
        q: 'Какой банк указать выгодоприобретателем?',
        a: 'MICB, MAIB, Victoriabank или другой банк, название которого вы укажете в форме.',
      },
      {
        q: 'Какую стоимость выбрать: рыночную или восстановительную?',
        a: 'Ту, что указана в кредитном договоре; если не нашли, спросите в банке.',
      },
      {
        q: 'Нужно ли знать точный адрес?',
        a: 'Нет. Введите кадастровый номер, а адрес мы возьмём из реестра.',
      },
    ],
  },
  en: {
    name: 'Mortgage insurance',
    subtitle: 'Insurance of property pledged to a bank',
    documentTitle: 'Property insurance (mortgage)',
    covers: [
      'The flat, house or land pledged to the bank, identified by its cadastral number.',
      'A sum insured at market value or at replacement cost, as the bank requires.',
      'Claims are paid to the beneficiary bank; the deductible is 1% for damage and 5% for total loss and fire.',
    ],
    faq: [
      {
        q: 'Which bank can be the beneficiary?',
        a: 'MICB, MAIB, Victoriabank or another bank, which you name in the form.',
      },
      {
        q: 'Which value do I choose: market or replacement?',
        a: 'The one in your loan agreement; if you cannot find it, ask the bank.',
      },
      {
        q: 'Do I need the exact address?',
        a: 'No. Enter the cadastral number and we fill in the address from the register.',
      },
    ],
  },
};
