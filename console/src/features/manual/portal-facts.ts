import { calendarDay, formatDay, isCalendarDay } from '@asiguro/domain';

/** Codes written as people write them. */
const ACRONYMS: Record<string, string> = { vin: 'VIN', idnp: 'IDNP', idno: 'IDNO' };

/** "plateNumber" → "Plate number": the contract's keys are the facts' names. */
function labelOf(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as the portal is typed from it: days as dd.mm.yyyy (the console's and the documents' way). */
function valueOf(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && isCalendarDay(value)) return formatDay(calendarDay(value));
  return String(value);
}

/**
 * The facts an insurer's API would have received, one row per value, for an operator typing them
 * into the partner's portal: nested facts under their parent ("Vehicle · Plate number"), list
 * entries numbered ("Persons 2 · First name").
 */
export function portalFacts(contract: Record<string, unknown>, parent = ''): [string, string][] {
  const rows: [string, string][] = [];
  for (const [key, value] of Object.entries(contract)) {
    const label = parent ? `${parent} · ${labelOf(key)}` : labelOf(key);
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      value.forEach((entry, index) => {
        const at = `${label} ${index + 1}`;
        if (entry !== null && typeof entry === 'object')
          rows.push(...portalFacts(entry as Record<string, unknown>, at));
        else if (['string', 'number', 'boolean'].includes(typeof entry)) rows.push([at, valueOf(entry as string)]);
      });
    } else if (typeof value === 'object') {
      rows.push(...portalFacts(value as Record<string, unknown>, label));
    } else if (['string', 'number', 'boolean'].includes(typeof value)) {
      rows.push([label, valueOf(value as string | number | boolean)]);
    }
  }
  return rows;
}
