import { createHash } from 'node:crypto';
import { calendarDay, calendarDaysBetween, isCalendarDay } from '@asiguro/domain';

/** The currencies the sandbox NBM lists, with plausible levels around early 2026 (MDL per Nominal units). */
const CURRENCIES = [
  { id: '47', numCode: '978', charCode: 'EUR', nominal: 1, name: 'Euro', level: 19.45 },
  { id: '44', numCode: '840', charCode: 'USD', nominal: 1, name: 'Dolar S.U.A.', level: 17.6 },
  { id: '36', numCode: '946', charCode: 'RON', nominal: 1, name: 'Leu românesc', level: 3.91 },
  { id: '43', numCode: '980', charCode: 'UAH', nominal: 1, name: 'Grivna ucraineană', level: 0.42 },
  { id: '39', numCode: '643', charCode: 'RUB', nominal: 1, name: 'Rubla rusească', level: 0.205 },
  { id: '45', numCode: '826', charCode: 'GBP', nominal: 1, name: 'Lira sterlină', level: 22.7 },
  { id: '46', numCode: '756', charCode: 'CHF', nominal: 1, name: 'Franc elveţian', level: 20.1 },
  { id: '35', numCode: '348', charCode: 'HUF', nominal: 100, name: 'Forinţi maghiari', level: 4.9 },
  { id: '40', numCode: '392', charCode: 'JPY', nominal: 100, name: 'Yeni japonezi', level: 11.5 },
  { id: '42', numCode: '949', charCode: 'TRY', nominal: 1, name: 'Lira turcească', level: 0.46 },
] as const;

export interface SandboxValute {
  id: string;
  numCode: string;
  charCode: string;
  nominal: number;
  name: string;
  /** MDL for `nominal` units, four decimals as the NBM writes it. */
  value: string;
}

/** `dd.mm.yyyy` → days since 1970-01-01, or undefined when it is not a real date. */
export function dayNumber(date: string): number | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date);
  if (!match) return undefined;
  const day = `${match[3]}-${match[2]}-${match[1]}`;
  if (!isCalendarDay(day)) return undefined;
  return calendarDaysBetween(calendarDay('1970-01-01'), day);
}

/** A number in [-1, 1] fixed by its inputs. */
function noise(...parts: string[]): number {
  const digest = createHash('sha256').update(parts.join('|')).digest();
  return (digest.readUInt32BE(0) / 0xffffffff) * 2 - 1;
}

/**
 * The day's official rates: each currency drifts slowly (a few per cent over weeks) with a
 * small daily jitter, so the same date always gives the same values and nearby dates differ.
 */
export function sandboxRatesFor(date: string): SandboxValute[] {
  const day = dayNumber(date) ?? 0;
  return CURRENCIES.map((currency, index) => {
    const drift = 0.03 * Math.sin(day / 17 + index * 1.3);
    const jitter = 0.004 * noise(currency.charCode, date);
    return {
      id: currency.id,
      numCode: currency.numCode,
      charCode: currency.charCode,
      nominal: currency.nominal,
      name: currency.name,
      value: (currency.level * (1 + drift + jitter)).toFixed(4),
    };
  });
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The NBM's XML document for a day; no currencies gives an empty ValCurs (a day not published). */
export function renderValCurs(date: string, valutes: SandboxValute[]): string {
  const items = valutes
    .map(
      (valute) =>
        `  <Valute ID="${escapeXml(valute.id)}">\n` +
        `    <NumCode>${valute.numCode}</NumCode>\n` +
        `    <CharCode>${valute.charCode}</CharCode>\n` +
        `    <Nominal>${valute.nominal}</Nominal>\n` +
        `    <Name>${escapeXml(valute.name)}</Name>\n` +
        `    <Value>${valute.value}</Value>\n` +
        `  </Valute>\n`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ValCurs Date="${escapeXml(date)}" name="Cursul oficial de schimb">\n${items}</ValCurs>\n`;
}
