/** Titles of the order flow's screens (spec §2 "Steps seen"), the common tail included. */
export const roSteps = {
  person: 'Persoana',
  insured: 'Asiguratul',
  'insured-details': 'Datele asiguratului',
  'insurance-details': 'Detaliile asigurării',
  persons: 'Persoanele asigurate',
  'vehicle-data': 'Datele vehiculului',
  vehicle: 'Vehiculul',
  trip: 'Detaliile călătoriei',
  'policy-details': 'Detaliile poliței',
  // A vignette's validity and start: a certificate's, not a policy's.
  'vignette-details': 'Detaliile vinietei',
  baggage: 'Bagajul',
  'real-estate': 'Bunul imobil',
  delivery: 'Livrarea',
  contractor: 'Contractantul',
  drivers: 'Șoferii',
  device: 'Dispozitivul',
  offers: 'Oferte',
  confirmation: 'Confirmare',
  pay: 'Plata',
};
