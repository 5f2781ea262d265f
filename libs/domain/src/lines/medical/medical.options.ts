import { localized } from '@asiguro/i18n';
import { option, sameLabel, type FieldOption } from '../../catalogue/option';
import { validityOptions } from '../../catalogue/options/validity.options';

/** Single trip or multiple trips (multivisa) within a validity (spec §3 travel type). */
export const TRAVEL_TYPE_OPTIONS = [
  option('single', 'O singură călătorie', 'Однократная поездка', 'Single trip'),
  option('multi', 'Călătorii multiple', 'Многократные поездки', 'Multiple trips'),
] as const;

/** Travel regions, each a tariff zone (domain.md §10.3). */
export const TRAVEL_REGION_OPTIONS = [
  option('neighbours', 'Ucraina și țările vecine', 'Украина и соседние страны', 'Ukraine and neighbouring countries'),
  option(
    'cis',
    'CSI, Georgia, Turcia, Egipt, Tunisia',
    'СНГ, Грузия, Турция, Египет, Тунис',
    'CIS, Georgia, Turkey, Egypt, Tunisia',
  ),
  option('europe', 'Europa (Schengen)', 'Европа (Шенген)', 'Europe (Schengen)'),
  option(
    'worldwide-ex-us-ca',
    'Toată lumea, fără SUA și Canada',
    'Весь мир, кроме США и Канады',
    'Worldwide except USA and Canada',
  ),
  option('worldwide', 'Toată lumea', 'Весь мир', 'Worldwide'),
] as const;

/** Trip purposes (spec §3 TripPurpose codes). */
export const TRIP_PURPOSE_OPTIONS = [
  option('TRVL', 'Turism', 'Туризм', 'Tourism'),
  option('SKI', 'Odihnă activă (schi)', 'Активный отдых (лыжи)', 'Active holiday (skiing)'),
  option('ADV', 'Sport de agrement', 'Любительский спорт', 'Recreational sport'),
  option('BIZZ', 'Afaceri', 'Бизнес', 'Business'),
  option('STUDY', 'Studii', 'Учёба', 'Study'),
  option(
    'WORK',
    'Muncă (servicii, risc redus de accident)',
    'Работа (услуги, низкий риск травм)',
    'Work (services, low accident risk)',
  ),
  option(
    'GSTRB',
    'Muncă fizică (risc sporit de accident)',
    'Физический труд (повышенный риск травм)',
    'Physical work (high accident risk)',
  ),
] as const;

/** Purposes that need a sport to be named. */
export const SPORT_PURPOSES = ['ADV', 'SKI'] as const;

/** How dangerous a sport is: the tariff's K_sport grades (domain.md §10.3). */
export type SportRisk = 'low' | 'medium' | 'high';

/** A sport option with its risk grade. */
export interface SportOption extends FieldOption<string> {
  risk: SportRisk;
}

const sport = (value: string, risk: SportRisk, ro: string, ru: string, en: string): SportOption => ({
  ...option(value, ro, ru, en),
  risk,
});

/** Sports covered for recreational-sport and skiing trips (spec §3; domain.md §9, §10.3). */
export const SPORT_TYPE_OPTIONS: readonly SportOption[] = [
  sport('badminton', 'low', 'Badminton', 'Бадминтон', 'Badminton'),
  sport('golf', 'low', 'Golf', 'Гольф', 'Golf'),
  sport('tennis', 'low', 'Tenis', 'Теннис', 'Tennis'),
  sport('swimming', 'low', 'Înot', 'Плавание', 'Swimming'),
  sport('dance', 'low', 'Dans', 'Танцы', 'Dance'),
  sport('volleyball', 'low', 'Volei', 'Волейбол', 'Volleyball'),
  sport('easy-athletics', 'low', 'Atletism ușor', 'Лёгкая атлетика', 'Light athletics'),
  sport('bananas', 'medium', 'Banana gonflabilă', 'Водный банан', 'Banana boat'),
  sport('water-scooter', 'medium', 'Scuter de apă', 'Гидроцикл', 'Water scooter'),
  sport('water-parachute', 'medium', 'Parașută acvatică', 'Парасейлинг', 'Parasailing'),
  sport('water-ski', 'medium', 'Schi nautic', 'Водные лыжи', 'Water skiing'),
  sport('winter-sports', 'medium', 'Sporturi de iarnă', 'Зимние виды спорта', 'Winter sports'),
  sport('ski', 'medium', 'Schi', 'Горные лыжи', 'Skiing'),
  sport('snowboard', 'medium', 'Snowboard', 'Сноуборд', 'Snowboarding'),
  sport('ice-skating', 'medium', 'Patinaj', 'Катание на коньках', 'Ice skating'),
  sport('biathlon', 'medium', 'Biatlon', 'Биатлон', 'Biathlon'),
  sport('football', 'medium', 'Fotbal', 'Футбол', 'Football'),
  sport('basketball', 'medium', 'Baschet', 'Баскетбол', 'Basketball'),
  sport('handball', 'medium', 'Handbal', 'Гандбол', 'Handball'),
  sport('team-sports', 'medium', 'Sporturi de echipă', 'Командные виды спорта', 'Team sports'),
  sport('cycling', 'medium', 'Ciclism', 'Велоспорт', 'Cycling'),
  sport('rowing', 'medium', 'Canotaj', 'Гребля', 'Rowing'),
  sport('equestrian', 'medium', 'Sporturi ecvestre', 'Конный спорт', 'Equestrian sports'),
  sport('polo', 'medium', 'Polo', 'Поло', 'Polo'),
  sport('windsurfing', 'medium', 'Windsurfing', 'Виндсёрфинг', 'Windsurfing'),
  sport('yachting', 'medium', 'Yachting', 'Парусный спорт', 'Yachting'),
  sport('gymnastics', 'medium', 'Gimnastică artistică', 'Спортивная гимнастика', 'Artistic gymnastics'),
  sport('weightlifting', 'medium', 'Haltere', 'Тяжёлая атлетика', 'Weightlifting'),
  sport('auto-moto', 'high', 'Sporturi auto-moto', 'Авто- и мотоспорт', 'Motor sports'),
  sport('motoball', 'high', 'Motobal', 'Мотобол', 'Motoball'),
  sport('horse-racing', 'high', 'Curse de cai', 'Скачки', 'Horse racing'),
  sport('boxing', 'high', 'Box', 'Бокс', 'Boxing'),
  sport('wrestling', 'high', 'Lupte', 'Борьба', 'Wrestling'),
  sport('martial-arts', 'high', 'Arte marțiale', 'Единоборства', 'Martial arts'),
  sport('climbing', 'high', 'Alpinism', 'Альпинизм', 'Climbing'),
  sport('mountain-tourism', 'high', 'Turism montan', 'Горный туризм', 'Mountain tourism'),
  sport('diving', 'high', 'Scufundări', 'Дайвинг', 'Diving'),
  sport('ice-diving', 'high', 'Scufundări sub gheață', 'Подлёдный дайвинг', 'Ice diving'),
  sport('sky-diving', 'high', 'Parașutism', 'Парашютный спорт', 'Skydiving'),
  sport('ski-jumping', 'high', 'Sărituri cu schiurile', 'Прыжки с трамплина', 'Ski jumping'),
  sport('aviation', 'high', 'Sporturi aviatice', 'Авиационный спорт', 'Air sports'),
  sport('freestyle', 'high', 'Freestyle', 'Фристайл', 'Freestyle'),
  sport('rugby', 'high', 'Rugby', 'Регби', 'Rugby'),
  sport('hockey', 'high', 'Hochei', 'Хоккей', 'Hockey'),
  sport('acrobatics', 'high', 'Acrobație', 'Акробатика', 'Acrobatics'),
];

/** Extra risk factors of the insured (spec §3): harmful working conditions, chronic diseases. */
export const RISK_FACTOR_OPTIONS = [
  option('HWC', 'Condiții de muncă nocive', 'Вредные условия труда', 'Harmful working conditions'),
  option('PCD', 'Boli cronice', 'Хронические заболевания', 'Chronic diseases'),
] as const;

/** Standard or extended cover (spec §3 insurance type). */
export const COVER_TYPE_OPTIONS = [
  option('standard', 'Standard', 'Стандарт', 'Standard'),
  option('extended', 'Extins', 'Расширенный', 'Extended'),
] as const;

/** Sums insured of travel medical cover, in EUR (domain.md §10.3; Schengen needs 30 000). */
export const TRAVEL_SUM_INSURED_OPTIONS = [
  sameLabel(10000, '10 000 EUR'),
  sameLabel(30000, '30 000 EUR'),
  sameLabel(50000, '50 000 EUR'),
] as const;

/**
 * Multi-trip cover: the days insured within a validity, and which validities (in days) each
 * number of insured days may be bought for (domain.md §9: 5→1–2 months, 7→1, 10/15→1–3,
 * 30→2–9, 45/60→3–12, 90/120→6–12, 160→9–12, 180–365→12).
 */
export const MULTI_TRIP_VALIDITIES: Record<number, readonly number[]> = {
  5: [30, 60],
  7: [30],
  10: [30, 60, 90],
  15: [30, 60, 90],
  30: [60, 90, 120, 150, 180, 210, 240, 270],
  45: [90, 120, 150, 180, 210, 240, 270, 300, 330, 365],
  60: [90, 120, 150, 180, 210, 240, 270, 300, 330, 365],
  90: [180, 210, 240, 270, 300, 330, 365],
  120: [180, 210, 240, 270, 300, 330, 365],
  160: [270, 300, 330, 365],
  180: [365],
  365: [365],
};

/** Insured days of a multi-trip policy, always labelled in days. */
export const INSURED_DAYS_OPTIONS: FieldOption<number>[] = Object.keys(MULTI_TRIP_VALIDITIES)
  .map(Number)
  .map((days) => ({ value: days, label: localized('common.duration.days', { count: days }) }));

/** Validities of a multi-trip policy: one to twelve months. */
export const MULTI_TRIP_VALIDITY_OPTIONS = validityOptions([30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 365]);
