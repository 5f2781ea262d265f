import { option, sameLabel } from '../../catalogue/option';

/** Where CASCO cover applies (domain.md §10.5 K_territory). */
export const CASCO_TERRITORY_OPTIONS = [
  option('MD', 'Republica Moldova', 'Республика Молдова', 'Republic of Moldova'),
  option('MD_EU', 'Republica Moldova și UE', 'Республика Молдова и ЕС', 'Republic of Moldova and the EU'),
] as const;

/** Deductible as a percentage of the sum insured (domain.md §10.5 K_deductible). */
export const CASCO_DEDUCTIBLE_OPTIONS = [
  option(0, 'Fără franșiză', 'Без франшизы', 'No deductible'),
  sameLabel(1, '1%'),
  sameLabel(2, '2%'),
  sameLabel(5, '5%'),
] as const;

/** Payment in one go or in instalments (domain.md §10.5). */
export const INSTALLMENT_OPTIONS = [
  option(1, 'O singură plată', 'Единовременно', 'One payment'),
  option(2, '2 rate', '2 платежа', '2 instalments'),
  option(4, '4 rate', '4 платежа', '4 instalments'),
] as const;
