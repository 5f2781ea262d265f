import type { DocumentSeller } from './document-data.schema';

/**
 * The marketplace as seller on invoices in development and tests. The IDNO passes the 7-3-1
 * check and the IBAN the mod-97 check, so validators downstream accept them; production passes
 * the company's real details.
 */
export const DEV_SELLER: DocumentSeller = {
  name: 'Asiguro S.R.L.',
  idno: '1023600042176',
  vatCode: '0612345',
  address: 'str. Mihai Eminescu 99, of. 7, MD-2012 Chișinău, Republica Moldova',
  iban: 'MD55AG000000225100013104',
  bank: 'BC „Moldova-Agroindbank” S.A.',
  bic: 'AGRNMD2X',
  licence: 'Broker de asigurare, licența BNM nr. 000000 (dezvoltare)',
};
