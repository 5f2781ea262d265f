import type { CompanyRecord } from '@asiguro/partners';

/**
 * The sandbox's company registry. Donaris, General Asigurări and Moldcargo carry their published
 * IDNOs (domain.md §1.1); the other insurers' IDNOs and every other company are fictional, with
 * valid check digits. Addresses are plausible, not real.
 */
export const COMPANY_FIXTURES: readonly CompanyRecord[] = [
  insurer('1002600020908', 'Donaris Vienna Insurance Group S.A.', 'mun. Chișinău, bd. Moscova 15/7', '2000-04-12'),
  insurer('1016600035165', 'General Asigurări S.A.', 'mun. Chișinău, str. Alexandru cel Bun 51', '2016-09-20'),
  insurer('1002600005819', 'S.A.R. Moldcargo S.A.', 'mun. Chișinău, str. Mihai Eminescu 5', '1993-03-01'),
  insurer('1003600399649', 'Moldasig S.A.', 'mun. Chișinău, str. Constantin Tănase 9/1', '2003-06-30'),
  insurer('1006600820438', 'Grawe Carat Asigurări S.A.', 'mun. Chișinău, str. Alexandru cel Bun 51', '2006-02-14'),
  insurer('1003600990437', 'Acord Grup S.A.', 'mun. Chișinău, str. Sfatul Țării 18', '2003-11-05'),
  insurer(
    '1006600182976',
    'Intact Asigurări Generale S.A.',
    'mun. Chișinău, str. Mitropolit Dosoftei 124',
    '2006-07-21',
  ),
  insurer('1003600974684', 'Asterra Grup S.A.', 'mun. Chișinău, bd. Ștefan cel Mare și Sfînt 65', '2003-04-18'),
  insurer('1006600375651', 'Transelit S.A.', 'mun. Chișinău, str. Ion Creangă 62', '2006-10-09'),
  company('1006600011175', 'Taxi Rapid Plus S.R.L.', 'S.R.L.', 'mun. Chișinău, str. Calea Ieșilor 8', '2012-05-10'),
  company('1003600773245', 'Auto Leasing Moldova S.A.', 'S.A.', 'mun. Chișinău, bd. Dacia 47', '2004-01-22'),
  company('1006600930834', 'Curier Express Logistic S.R.L.', 'S.R.L.', 'mun. Chișinău, str. Uzinelor 19', '2015-08-03'),
  company('1003600922593', 'Agro Trans Nord S.R.L.', 'S.R.L.', 'mun. Bălți, str. Ștefan cel Mare 150', '2009-03-17'),
  company('1006600273827', 'Trans Cargo International S.A.', 'S.A.', 'mun. Chișinău, str. Petricani 21', '2001-12-01'),
  company('1003600575667', 'Rutiera Urbană S.R.L.', 'S.R.L.', 'mun. Chișinău, str. Sarmizegetusa 90', '2010-06-15'),
  company('1006600217014', 'Autogara Sud Transport S.A.', 'S.A.', 'or. Cahul, str. Republicii 2', '1998-09-09'),
  company('1003600443667', 'Ferma Viitorul S.R.L.', 'S.R.L.', 'r-nul Soroca, s. Vărăncău', '2011-02-28'),
  company('1006600534450', 'Rent Auto Chișinău S.R.L.', 'S.R.L.', 'mun. Chișinău, bd. Dacia 80/3', '2018-04-11'),
  company('1006600287952', 'Vinăria Dealul Codrilor S.R.L.', 'S.R.L.', 'r-nul Strășeni, s. Romănești', '2007-10-30'),
  company('1003600821294', 'IT Park Soft Solutions S.R.L.', 'S.R.L.', 'mun. Chișinău, str. Tighina 49', '2019-01-15'),
  {
    idno: '1006600723872',
    name: 'Construct Capital S.R.L.',
    legalForm: 'S.R.L.',
    address: 'mun. Chișinău, str. Munceşti 271',
    registeredOn: '2005-05-05',
    status: 'in-liquidation',
  },
];

function insurer(idno: string, name: string, address: string, registeredOn: string): CompanyRecord {
  return { idno, name, legalForm: 'S.A.', address, registeredOn, status: 'active' };
}

function company(idno: string, name: string, legalForm: string, address: string, registeredOn: string): CompanyRecord {
  return { idno, name, legalForm, address, registeredOn, status: 'active' };
}
