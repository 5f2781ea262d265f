import { option, sameLabel } from '../../catalogue/option';

/** What property is insured (spec §3 realEstateType). */
export const REAL_ESTATE_TYPE_OPTIONS = [
  option('building', 'Casă / clădire', 'Дом / здание', 'House / building'),
  option('rooms', 'Apartament / încăperi', 'Квартира / помещения', 'Apartment / rooms'),
  option('terrain', 'Teren', 'Земельный участок', 'Land'),
] as const;

/** The basis of the insured value: market value or replacement cost (spec §3). */
export const INSURED_VALUE_OPTIONS = [
  option('MV', 'Valoarea de piață', 'Рыночная стоимость', 'Market value'),
  option('RC', 'Costul de înlocuire', 'Восстановительная стоимость', 'Replacement cost'),
] as const;

/** The lending bank that benefits from the mortgage cover, or another named one (spec §3). */
export const BENEFICIARY_OPTIONS = [
  sameLabel('MICB', 'Moldindconbank'),
  sameLabel('MAIB', 'maib'),
  sameLabel('VICTORIABANK', 'Victoriabank'),
  option('other', 'Altă bancă', 'Другой банк', 'Another bank'),
] as const;
