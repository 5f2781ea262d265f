import type { PropertyRecord } from '@asiguro/partners';

/** The sandbox's cadastral register (fictional properties, codes in the register's dotted format). */
export const PROPERTY_FIXTURES: readonly PropertyRecord[] = [
  {
    cadastralCode: '0100415.123.01',
    propertyType: 'rooms',
    address: 'mun. Chișinău, str. Alba Iulia 75, ap. 12',
    area: 64.5,
    purpose: 'apartment',
  },
  {
    cadastralCode: '0100308.241.57',
    propertyType: 'rooms',
    address: 'mun. Chișinău, bd. Decebal 99, ap. 57',
    area: 48.2,
    purpose: 'apartment',
  },
  {
    cadastralCode: '0300112.077.03',
    propertyType: 'rooms',
    address: 'mun. Bălți, str. Independenței 12, ap. 3',
    area: 72,
    purpose: 'apartment',
  },
  {
    cadastralCode: '0100507.318',
    propertyType: 'building',
    address: 'mun. Chișinău, str. Grenoble 140',
    area: 186,
    purpose: 'individual house',
  },
  {
    cadastralCode: '5531101.045',
    propertyType: 'building',
    address: 'r-nul Ialoveni, s. Costești, str. Viilor 7',
    area: 142.3,
    purpose: 'individual house',
  },
  {
    cadastralCode: '0100211.009',
    propertyType: 'building',
    address: 'mun. Chișinău, str. Uzinelor 19',
    area: 1240,
    purpose: 'warehouse',
  },
  {
    cadastralCode: '5521208045',
    propertyType: 'terrain',
    address: 'r-nul Criuleni, s. Dubăsarii Vechi, extravilan',
    area: 6000,
    purpose: 'agricultural land',
  },
  {
    cadastralCode: '0100603.512',
    propertyType: 'terrain',
    address: 'mun. Chișinău, str. Petricani, lot 12',
    area: 800,
    purpose: 'construction land',
  },
];
