import type { TranslationOf } from '../message';
import type { roSteps } from '../ro/steps.messages';

export const enSteps: TranslationOf<typeof roSteps> = {
  person: 'Person',
  insured: 'Insured',
  'insured-details': 'Insured details',
  'insurance-details': 'Insurance details',
  persons: 'Insured persons',
  'vehicle-data': 'Vehicle data',
  vehicle: 'Vehicle',
  trip: 'Trip details',
  'policy-details': 'Policy details',
  // A vignette's validity and start: a certificate's, not a policy's.
  'vignette-details': 'Vignette details',
  baggage: 'Baggage',
  'real-estate': 'Property',
  delivery: 'Delivery',
  contractor: 'Contractor',
  drivers: 'Drivers',
  device: 'Device',
  offers: 'Offers',
  confirmation: 'Confirmation',
  pay: 'Payment',
};
