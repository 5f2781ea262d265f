import type { Localized } from '@asiguro/i18n';
import type { LineTexts } from '../product-line';

/** The line's words in Romanian (formal), Russian and English. */
export const MOBILITY_TEXTS: Localized<LineTexts> = {
  ro: {
    name: 'Asigurarea mobilității',
    subtitle: 'Trotinete, biciclete electrice și alte dispozitive',
    documentTitle: 'Asigurare de mobilitate',
    covers: [
      'Trotineta, bicicleta electrică sau alt dispozitiv de mobilitate personală, la valoarea declarată în lei.',
      'Pachetul de acoperire ales în formular, pe perioada aleasă.',
      'Dispozitivul identificat după numărul de serie.',
    ],
    faq: [
      {
        q: 'Ce dispozitive pot asigura?',
        a: 'Trotinete, biciclete electrice și alte dispozitive de mobilitate personală.',
      },
      {
        q: 'Îmi trebuie numărul de serie?',
        a: 'Da. Îl găsiți pe cadrul dispozitivului sau în documentele de cumpărare.',
      },
      {
        q: 'Când începe asigurarea?',
        a: 'La data aleasă, de azi până la 60 de zile înainte.',
      },
    ],
  },
  ru: {
    name: 'Страхование мобильности',
    subtitle: 'Самокаты, электровелосипеды и другие устройства',
    documentTitle: 'Страхование мобильности',
    covers: [
      'Самокат, электровелосипед или другое средство индивидуальной мобильности по заявленной стоимости в леях.',
      'Выбранный в форме пакет покрытия на выбранный срок.',
      'Устройство определяется по серийному номеру.',
    ],
    faq: [
      {
        q: 'Какие устройства можно застраховать?',
        a: 'Самокаты, электровелосипеды и другие средства индивидуальной мобильности.',
      },
      {
        q: 'Нужен ли серийный номер?',
        a: 'Да. Он указан на раме устройства или в документах о покупке.',
      },
      {
        q: 'Когда начинается страховка?',
        a: 'В выбранный день — от сегодняшнего до 60 дней вперёд.',
      },
    ],
  },
  en: {
    name: 'Mobility insurance',
    subtitle: 'Scooters, e-bikes and other devices',
    documentTitle: 'Mobility insurance',
    covers: [
      'Your e-scooter, e-bike or other personal mobility device, at the value you state in lei.',
      'The cover package you choose in the form, for the period you choose.',
      'The device identified by its serial number.',
    ],
    faq: [
      {
        q: 'Which devices can I insure?',
        a: 'E-scooters, e-bikes and other personal mobility devices.',
      },
      {
        q: 'Do I need the serial number?',
        a: 'Yes. It is on the device’s frame or in the purchase documents.',
      },
      {
        q: 'When does cover start?',
        a: 'On the day you choose, from today up to 60 days ahead.',
      },
    ],
  },
};
