import type { FieldOption } from '../option';

/** RCA territorial zone (domain.md §2.2): A is Chișinău and the districts around it, B the rest. */
export type RcaZone = 'A' | 'B';

/** A district, municipality or territorial unit of Moldova, with its RCA zone. */
export interface RegionOption extends FieldOption<string> {
  rcaZone: RcaZone;
}

const region = (value: string, rcaZone: RcaZone, ro: string, ru: string, en: string): RegionOption => ({
  value,
  label: { ro, ru, en },
  rcaZone,
});

/**
 * The 37 first-level units a road-tax payer's fiscal residence can be in (domain.md §5): the
 * municipalities Chișinău, Bălți and Bender, the 32 districts, Gagauzia and the left bank of the
 * Dniester.
 */
export const MOLDOVAN_REGION_OPTIONS: readonly RegionOption[] = [
  region('chisinau', 'A', 'mun. Chișinău', 'мун. Кишинёв', 'Chișinău municipality'),
  region('balti', 'B', 'mun. Bălți', 'мун. Бельцы', 'Bălți municipality'),
  region('bender', 'B', 'mun. Bender', 'мун. Бендеры', 'Bender municipality'),
  region('anenii-noi', 'A', 'r. Anenii Noi', 'р-н Анений Ной', 'Anenii Noi district'),
  region('basarabeasca', 'B', 'r. Basarabeasca', 'р-н Басарабяска', 'Basarabeasca district'),
  region('briceni', 'B', 'r. Briceni', 'р-н Бричаны', 'Briceni district'),
  region('cahul', 'B', 'r. Cahul', 'р-н Кагул', 'Cahul district'),
  region('cantemir', 'B', 'r. Cantemir', 'р-н Кантемир', 'Cantemir district'),
  region('calarasi', 'B', 'r. Călărași', 'р-н Кэлэраш', 'Călărași district'),
  region('causeni', 'B', 'r. Căușeni', 'р-н Каушаны', 'Căușeni district'),
  region('cimislia', 'B', 'r. Cimișlia', 'р-н Чимишлия', 'Cimișlia district'),
  region('criuleni', 'A', 'r. Criuleni', 'р-н Криуляны', 'Criuleni district'),
  region('donduseni', 'B', 'r. Dondușeni', 'р-н Дондюшаны', 'Dondușeni district'),
  region('drochia', 'B', 'r. Drochia', 'р-н Дрокия', 'Drochia district'),
  region('dubasari', 'B', 'r. Dubăsari', 'р-н Дубэсарь', 'Dubăsari district'),
  region('edinet', 'B', 'r. Edineț', 'р-н Единец', 'Edineț district'),
  region('falesti', 'B', 'r. Fălești', 'р-н Фэлешть', 'Fălești district'),
  region('floresti', 'B', 'r. Florești', 'р-н Флорешть', 'Florești district'),
  region('glodeni', 'B', 'r. Glodeni', 'р-н Глодяны', 'Glodeni district'),
  region('hincesti', 'A', 'r. Hîncești', 'р-н Хынчешть', 'Hîncești district'),
  region('ialoveni', 'A', 'r. Ialoveni', 'р-н Яловены', 'Ialoveni district'),
  region('leova', 'B', 'r. Leova', 'р-н Леова', 'Leova district'),
  region('nisporeni', 'B', 'r. Nisporeni', 'р-н Ниспорены', 'Nisporeni district'),
  region('ocnita', 'B', 'r. Ocnița', 'р-н Окница', 'Ocnița district'),
  region('orhei', 'A', 'r. Orhei', 'р-н Орхей', 'Orhei district'),
  region('rezina', 'B', 'r. Rezina', 'р-н Резина', 'Rezina district'),
  region('riscani', 'B', 'r. Rîșcani', 'р-н Рышкань', 'Rîșcani district'),
  region('singerei', 'B', 'r. Sîngerei', 'р-н Сынжерей', 'Sîngerei district'),
  region('soroca', 'B', 'r. Soroca', 'р-н Сорока', 'Soroca district'),
  region('straseni', 'A', 'r. Strășeni', 'р-н Стрэшень', 'Strășeni district'),
  region('soldanesti', 'B', 'r. Șoldănești', 'р-н Шолдэнешть', 'Șoldănești district'),
  region('stefan-voda', 'B', 'r. Ștefan Vodă', 'р-н Штефан-Водэ', 'Ștefan Vodă district'),
  region('taraclia', 'B', 'r. Taraclia', 'р-н Тараклия', 'Taraclia district'),
  region('telenesti', 'B', 'r. Telenești', 'р-н Теленешть', 'Telenești district'),
  region('ungheni', 'B', 'r. Ungheni', 'р-н Унгень', 'Ungheni district'),
  region('gagauzia', 'B', 'UTA Găgăuzia', 'АТО Гагаузия', 'Gagauzia (ATU)'),
  region('stinga-nistrului', 'B', 'UTA Stînga Nistrului', 'АТЕ Левобережья Днестра', 'Left Bank of the Dniester (ATU)'),
];

/** The RCA zone of a region; undefined for an unknown region. */
export function regionRcaZone(region: string): RcaZone | undefined {
  return MOLDOVAN_REGION_OPTIONS.find((item) => item.value === region)?.rcaZone;
}
