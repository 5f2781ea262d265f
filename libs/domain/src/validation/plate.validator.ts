import { patterned } from './keyed-schemas';

/*
 * Vehicle plates (domain.md §6.2). Written with or without spaces or hyphens, any case;
 * `normalizePlate` gives the stored form (upper case, no separators). Only series that exist are
 * accepted; the sources are named beside each.
 */

/** Upper case, without spaces, hyphens or dots. */
export function normalizePlate(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

// ---------- Moldova ----------

/**
 * Regions of the plates issued until 2015 (Wikipedia "Vehicle registration plates of Moldova";
 * kennzeichen-guide.de): Chișinău is C or K (and CU for its district 1999–2002); the others are
 * two letters, Transnistria's (CC, GR, RB, SL, TG, TS) issued rarely but issued.
 */
export const MD_REGIONS_BEFORE_2015: readonly string[] = [
  'C', 'K', 'CU',
  'AN', 'BE', 'BL', 'BR', 'BS', 'CC', 'CG', 'CH', 'CL', 'CM', 'CN', 'CO', 'CR', 'CS', 'CT', 'DB',
  'DN', 'DR', 'ED', 'FL', 'FR', 'GE', 'GL', 'GR', 'HN', 'IL', 'LV', 'NS', 'OC', 'OR', 'RB', 'RS',
  'RZ', 'SD', 'SG', 'SL', 'SR', 'ST', 'SV', 'TG', 'TL', 'TR', 'TS', 'UN', 'VL',
]; // prettier-ignore

/**
 * The Moldovan series, each with what it is for; the special series first, so a plate that also
 * reads as a standard one (MAI 123, RM P 001) is reported as what it is.
 */
export const MD_PLATE_SERIES = {
  /** The President (RM 0001…) and the authorities: RM, a letter (P Parliament, G Government, A Chancellery…), three digits. */
  state: /^RM(?:\d{4}|[A-Z]\d{3})$/,
  /** Diplomatic corps (CD), auxiliary (TC), service (TS) and administrative (CA) staff: mission's three digits, one or two letters. */
  diplomatic: /^(?:CD|TC|TS|CA)\d{3}[A-Z]{1,2}$/,
  /** Ministry of Internal Affairs (MAI, the police) and its carabinieri (MIC): three or four digits. */
  police: /^(?:MAI|MIC)\d{3,4}$/,
  /** Armed forces (FA) and border guards (DG): four digits. */
  army: /^(?:FA|DG)\d{4}$/,
  /** State Protection and Guard Service (SP): three digits. */
  security: /^SP\d{3}$/,
  /** Foreign residents (H) and temporary import (P): four digits, optionally two series letters (asp.gov.md). */
  foreignOrTemporary: /^[HP](?:[A-Z]{2})?\d{4}$/,
  /** Since 2015: three letters and three digits, no regional meaning (ABC 123). */
  standard: /^[A-Z]{3}\d{3}$/,
  /** Until 2015: region, two series letters, one to three digits (C AB 123, BL AB 12). */
  regional: new RegExp(`^(${MD_REGIONS_BEFORE_2015.join('|')})[A-Z]{2}\\d{1,3}$`),
} as const;
export type MdPlateSeries = keyof typeof MD_PLATE_SERIES;

/** The series a Moldovan plate belongs to, or null when it fits none. */
export function moldovanPlateSeries(value: string): MdPlateSeries | null {
  const plate = normalizePlate(value);
  const found = (Object.keys(MD_PLATE_SERIES) as MdPlateSeries[]).find((series) => MD_PLATE_SERIES[series].test(plate));
  return found ?? null;
}

/** A Moldovan plate of any series. */
export function isMoldovanPlate(value: string): boolean {
  return moldovanPlateSeries(value) !== null;
}

// ---------- Ukraine ----------

/**
 * Ukrainian plates use only the twelve letters whose Cyrillic and Latin glyphs look alike
 * (А В Е І К М Н О Р С Т Х): either script is the same plate, written here in Latin.
 */
export const UA_PLATE_LETTERS: Readonly<Record<string, string>> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  І: 'I',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
};
const LATIN = 'ABCEHIKMOPTX';

/**
 * Region codes of the two-letters, four-digits, two-letters plates (DSTU 4278:2004 and its 2013
 * amendment; autocentre.ua, kennzeichen-guide.de): AA–AX, BA–BX but BP, CA, CB, CE, CH; from 2013
 * the same regions again as KA–KX, HA–HX but HP, IA, IB, IE, IH; and II, the state's own series
 * (withdrawn from 2006, still on the road).
 */
export const UA_REGIONS: readonly string[] = [
  ...[...LATIN].map((second) => `A${second}`),
  ...[...LATIN].filter((second) => second !== 'P').map((second) => `B${second}`),
  'CA',
  'CB',
  'CE',
  'CH',
  ...[...LATIN].map((second) => `K${second}`),
  ...[...LATIN].filter((second) => second !== 'P').map((second) => `H${second}`),
  'IA',
  'IB',
  'IE',
  'IH',
  'II',
];

/** The plate in Latin letters (АА1234ВВ → AA1234BB); letters outside the twelve stay as they are. */
export function latinPlate(value: string): string {
  return [...normalizePlate(value)].map((letter) => UA_PLATE_LETTERS[letter] ?? letter).join('');
}

const TWO_FOUR_TWO = new RegExp(`^(${UA_REGIONS.join('|')})\\d{4}[${LATIN}]{2}$`);

/** Two letters, four digits, two letters, in Latin or Cyrillic: a region's code and a series (Ukrainian plates). */
export function isTwoFourTwoPlate(value: string): boolean {
  return TWO_FOUR_TWO.test(latinPlate(value));
}

// ---------- Elsewhere ----------

/** Other countries' plates: letters of any alphabet and digits, as printed. */
const FOREIGN = /^[\p{L}\d]{2,12}$/u;

/** A plate of a vehicle registered abroad. */
export function isForeignPlate(value: string): boolean {
  return FOREIGN.test(normalizePlate(value));
}

const separators = /^[\p{L}\d][\p{L}\d\s.-]*$/u;

export const mdPlateSchema = patterned(separators, 'invalid-plate', 12).refine(isMoldovanPlate, {
  error: 'invalid-plate',
});
export const uaPlateSchema = patterned(separators, 'invalid-plate', 12).refine(isTwoFourTwoPlate, {
  error: 'invalid-plate',
});
/** A plate from Moldova or Ukraine (the markets the storefront sells vignettes to). */
export const plateSchema = patterned(separators, 'invalid-plate', 12).refine(
  (value) => isMoldovanPlate(value) || isTwoFourTwoPlate(value),
  { error: 'invalid-plate' },
);
/** A plate of a vehicle registered abroad (the Moldovan vignette). */
export const foreignPlateSchema = patterned(separators, 'invalid-plate', 15).refine(isForeignPlate, {
  error: 'invalid-plate',
});
