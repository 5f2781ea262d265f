import type { TranslationOf } from '../message';
import type { roSteps } from '../ro/steps.messages';

export const ruSteps: TranslationOf<typeof roSteps> = {
  person: 'Лицо',
  insured: 'Застрахованный',
  'insured-details': 'Данные застрахованного',
  'insurance-details': 'Детали страхования',
  persons: 'Застрахованные лица',
  'vehicle-data': 'Данные транспортного средства',
  vehicle: 'Транспортное средство',
  trip: 'Детали поездки',
  'policy-details': 'Детали полиса',
  // A vignette's validity and start: a certificate's, not a policy's.
  'vignette-details': 'Данные виньетки',
  baggage: 'Багаж',
  'real-estate': 'Недвижимость',
  delivery: 'Доставка',
  contractor: 'Страхователь',
  drivers: 'Водители',
  device: 'Устройство',
  offers: 'Предложения',
  confirmation: 'Подтверждение',
  pay: 'Оплата',
};
