import { ELECTRIC_ENGINE_TYPE } from '../../validation/engine-volume.rule';
import { option, type FieldOption } from '../option';

/** Registry engine-type codes (spec §3). */
export const ENGINE_TYPE_OPTIONS = [
  option(1, 'Benzină', 'Бензин', 'Petrol'),
  option(2, 'Motorină', 'Дизель', 'Diesel'),
  option(ELECTRIC_ENGINE_TYPE, 'Electric', 'Электро', 'Electric'),
  option(6, 'Benzină + GPL', 'Бензин + пропан', 'Petrol + LPG'),
  option(7, 'Benzină + GNC', 'Бензин + метан', 'Petrol + CNG'),
  option(13, 'Hibrid (benzină)', 'Гибрид (бензин)', 'Hybrid (petrol)'),
  option(14, 'Hibrid (motorină)', 'Гибрид (дизель)', 'Hybrid (diesel)'),
] as const satisfies readonly FieldOption<number>[];

/** Vehicle types by EU category (spec §3 vehicleType). */
export const VEHICLE_TYPE_OPTIONS = [
  option('M1', 'Autoturism (M1)', 'Легковой автомобиль (M1)', 'Passenger car (M1)'),
  option('M2', 'Microbuz de 9–24 de locuri (M2)', 'Микроавтобус на 9–24 места (M2)', 'Minibus, 9–24 seats (M2)'),
  option('M3', 'Autobuz de peste 25 de locuri (M3)', 'Автобус от 25 мест (M3)', 'Bus, 25 seats or more (M3)'),
  option('N1', 'Camion până la 3,5 t (N1)', 'Грузовик до 3,5 т (N1)', 'Truck up to 3.5 t (N1)'),
  option('N2', 'Camion de 3,5–12 t (N2)', 'Грузовик 3,5–12 т (N2)', 'Truck 3.5–12 t (N2)'),
  option('N3', 'Camion peste 12 t (N3)', 'Грузовик свыше 12 т (N3)', 'Truck over 12 t (N3)'),
] as const;

/** Vehicle categories as the registry groups them (spec §3 vehicleCategory). */
export const VEHICLE_CATEGORY_OPTIONS = [
  option('L', 'Motocicletă (L)', 'Мотоцикл (L)', 'Motorcycle (L)'),
  option('M1', 'Autoturism (M1)', 'Легковой автомобиль (M1)', 'Passenger car (M1)'),
  option('M2-M3', 'Autobuz (M2/M3)', 'Автобус (M2/M3)', 'Bus (M2/M3)'),
  option('N1', 'Camion până la 3,5 t (N1)', 'Грузовик до 3,5 т (N1)', 'Truck up to 3.5 t (N1)'),
  option('N2', 'Camion de 3,5–12 t (N2)', 'Грузовик 3,5–12 т (N2)', 'Truck 3.5–12 t (N2)'),
  option('N3', 'Camion peste 12 t (N3)', 'Грузовик свыше 12 т (N3)', 'Truck over 12 t (N3)'),
] as const;

/** How an RCA-insured vehicle is used (spec §3 operatingMode). */
export const OPERATING_MODE_OPTIONS = [
  option('normal', 'Regim obișnuit', 'Обычный режим', 'Normal use'),
  option(
    'public-transport',
    'Transport public (microbuz pe rută)',
    'Общественный транспорт (маршрутка)',
    'Public transport (route minibus)',
  ),
  option(
    'public-transport-interurban',
    'Transport interurban autorizat',
    'Авторизованные междугородние перевозки',
    'Authorised intercity transport',
  ),
  option('taxi', 'Taxi autorizat', 'Авторизованное такси', 'Authorised taxi'),
  option('rent', 'Închiriere auto', 'Прокат автомобилей', 'Car rental'),
] as const;

/** The owner's title to the vehicle (spec §3 ownership). */
export const OWNERSHIP_OPTIONS = [
  option('property', 'Proprietate', 'Собственность', 'Property'),
  option('lease', 'Locațiune', 'Аренда', 'Lease'),
  option('leasing', 'Leasing', 'Лизинг', 'Leasing'),
  option('power-of-attorney', 'Procură', 'Доверенность', 'Power of attorney'),
] as const;

/** RCA contract type: any driver, or the named drivers only (spec §3, §9). */
export const CONTRACT_TYPE_OPTIONS = [
  option('unlimited', 'Număr nelimitat de șoferi', 'Без ограничения водителей', 'Unlimited drivers'),
  option('limited', 'Număr limitat de șoferi', 'Ограниченное число водителей', 'Limited drivers'),
] as const;

/** Where a driver lives (spec §3 driverCountry). */
export const DRIVER_COUNTRY_OPTIONS = [
  option('MD', 'Rezident al Republicii Moldova', 'Резидент Республики Молдова', 'Resident of Moldova'),
  option('abroad', 'Nerezident', 'Нерезидент', 'Non-resident'),
] as const;

/** Countries of registration the storefront sells road products for (spec §3 registrationCountry). */
export const REGISTRATION_COUNTRY_OPTIONS = [
  option('MD', 'Republica Moldova', 'Республика Молдова', 'Republic of Moldova'),
  option('UA', 'Ucraina', 'Украина', 'Ukraine'),
] as const;
