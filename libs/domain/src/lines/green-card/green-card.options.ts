import { option } from '../../catalogue/option';

/** Green Card zones sold today (domain.md §3). */
export const GREEN_CARD_ZONE_OPTIONS = [
  option('CL', 'Zona 1 – Ucraina', 'Зона 1 – Украина', 'Zone 1 – Ukraine'),
  option(
    'CA',
    'Zona 3 – toate țările sistemului Carte Verde',
    'Зона 3 – все страны системы «Зелёная карта»',
    'Zone 3 – all Green Card countries',
  ),
] as const;

/** Green Card vehicle classes (domain.md §3). */
export const GREEN_CARD_CLASS_OPTIONS = [
  option('A', 'A – autoturisme de până la 9 locuri', 'A – легковые до 9 мест', 'A – cars up to 9 seats'),
  option('C1', 'C1 – camioane de până la 3,5 t', 'C1 – грузовики до 3,5 т', 'C1 – trucks up to 3.5 t'),
  option(
    'C2',
    'C2 – camioane și tractoare rutiere peste 3,5 t',
    'C2 – грузовики и тягачи свыше 3,5 т',
    'C2 – trucks and tractor units over 3.5 t',
  ),
  option(
    'E1',
    'E1 – transport de persoane până la 17 locuri',
    'E1 – пассажирские до 17 мест',
    'E1 – passenger transport up to 17 seats',
  ),
  option(
    'E2',
    'E2 – transport de persoane peste 17 locuri',
    'E2 – пассажирские свыше 17 мест',
    'E2 – passenger transport over 17 seats',
  ),
] as const;
