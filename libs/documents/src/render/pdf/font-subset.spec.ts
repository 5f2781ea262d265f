import { dejaVuSans } from '../fonts';
import { FontSubset } from './font-subset';

/** The CIDs of a hex string written by `encode`. */
const cids = (hex: string) =>
  hex
    .slice(1, -1)
    .match(/.{4}/g)!
    .map((cid) => parseInt(cid, 16));

/** The bfchar entries of a ToUnicode CMap: CID → text. */
function toUnicodeEntries(cmap: string): Map<number, string> {
  const entries = new Map<number, string>();
  for (const [, cid, utf16] of cmap.matchAll(/<([0-9A-F]{4})> <([0-9A-F]+)>/g)) {
    entries.set(parseInt(cid, 16), Buffer.from(utf16, 'hex').swap16().toString('utf16le'));
  }
  return entries;
}

describe(FontSubset.name, () => {
  const { regular } = dejaVuSans();

  it('numbers glyphs in the order of first use and maps every CID back to its text', () => {
    const subset = new FontSubset(regular);
    const first = cids(subset.encode('Înmatriculare, Țara'));
    expect(first[0]).toBe(1);
    expect(new Set(first).size).toBeLessThan(first.length);
    const text = toUnicodeEntries(subset.toUnicode());
    expect(first.map((cid) => text.get(cid)).join('')).toBe('Înmatriculare, Țara');
  });

  it('draws f-ligatures in Latin text as one glyph that still reads as its letters, and none in Cyrillic text', () => {
    const subset = new FontSubset(regular);
    const office = cids(subset.encode('office'));
    expect(office).toHaveLength(4); // o, ffi, c, e
    expect(toUnicodeEntries(subset.toUnicode()).get(office[1])).toBe('ffi');
    expect(cids(subset.encode('Полис fi'))).toHaveLength(8);
    // Measured as drawn: the ligature's advance, not its letters'.
    const asDrawn = ['o', '\uFB03', 'c', 'e'].reduce((sum, part) => sum + subset.width(part, 10), 0);
    expect(subset.width('office', 10)).toBeCloseTo(asDrawn, 6);
  });

  it('keeps Cyrillic letters built from Latin glyphs readable, and embeds the glyphs they are built from', () => {
    const subset = new FontSubset(regular);
    const drawn = cids(subset.encode('Страховой ху'));
    const text = toUnicodeEntries(subset.toUnicode());
    expect(drawn.map((cid) => text.get(cid)).join('')).toBe('Страховой ху');
    const font = subset.fontFile();
    // The subset holds more glyphs than were drawn: the components of the composite ones.
    const glyphCount = font.readUInt16BE(tableOffset(font, 'maxp') + 4);
    expect(glyphCount).toBeGreaterThan(Math.max(...drawn) + 1);
  });

  it('gives a character the font lacks a CID of its own, so extracted text keeps it', () => {
    const subset = new FontSubset(regular);
    const [missing] = cids(subset.encode('\u{1F600}'));
    const [other] = cids(subset.encode('\u4E2D'));
    expect(missing).not.toBe(other);
    const text = toUnicodeEntries(subset.toUnicode());
    expect(text.get(missing)).toBe('\u{1F600}');
    expect(text.get(other)).toBe('\u4E2D');
  });
});

/** Where a table of an sfnt file starts. */
function tableOffset(font: Buffer, tag: string): number {
  const count = font.readUInt16BE(4);
  for (let index = 0; index < count; index++) {
    const entry = 12 + 16 * index;
    if (font.toString('latin1', entry, entry + 4) === tag) return font.readUInt32BE(entry + 8);
  }
  throw new Error(`no ${tag} table`);
}
