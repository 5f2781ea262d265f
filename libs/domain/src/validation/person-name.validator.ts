import { patterned } from './keyed-schemas';

/**
 * First and last names: letters of any alphabet, with the spaces, hyphens, apostrophes and dots
 * real names carry (Ana-Maria, O'Neil, Jr.), starting with a letter.
 */
const PERSON_NAME = /^\p{L}[\p{L}\p{M}\s'’.-]*$/u;

export function isPersonName(value: string): boolean {
  return PERSON_NAME.test(value.trim());
}

export const personNameSchema = patterned(PERSON_NAME, 'invalid-name', 100);
