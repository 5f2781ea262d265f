/*
 * Codes are often pasted from documents and messengers that write their separators and digits
 * in other Unicode characters: a no-break or thin space between groups, an en dash, fullwidth
 * digits. python-stdnum maps them to their ASCII forms before anything else (stdnum.util.clean);
 * so does every compact function of this library.
 */

const SPACES = /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g;
const DASHES = /[\u058a\u05be\u2010-\u2015\u2212\ufe63\uff0d]/g;

/** The code with its look-alike spaces, dashes and digits in ASCII (NFKC: fullwidth "１" → "1"). */
export function asciiCode(value: string): string {
  return value.normalize('NFKC').replace(SPACES, ' ').replace(DASHES, '-');
}
