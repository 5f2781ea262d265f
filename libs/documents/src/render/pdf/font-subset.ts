import type { TrueTypeFont } from './true-type-font';

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0').toUpperCase());
const hex4 = (value: number) => HEX[value >> 8] + HEX[value & 0xff];

/** UTF-16BE hex of a text, as a ToUnicode CMap writes a destination string. */
function utf16Hex(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) out += hex4(text.charCodeAt(index));
  return out;
}

/**
 * The glyphs one document draws with one font. Each glyph gets a character id (CID) in the order
 * of first use, and the subset font stores glyph number CID at index CID, so the PDF maps CIDs to
 * glyphs by identity. A code point the font lacks gets a CID of its own that draws .notdef, so
 * extracted text keeps the character even where the page shows a box.
 */
export class FontSubset {
  /** Original glyph index per CID; CID 0 is .notdef. */
  private readonly glyphs: number[] = [0];
  /** The text each CID stands for (ToUnicode); composite components stand for nothing. */
  private readonly sources: string[] = [''];
  private readonly cidOfGlyph: Int32Array;
  private readonly cidOfMissing = new Map<number, number>();

  constructor(readonly font: TrueTypeFont) {
    this.cidOfGlyph = new Int32Array(font.glyphCount).fill(-1);
  }

  /** Width of a text in points at `size`. */
  width(text: string, size: number): number {
    return (this.font.unitsWidth(text) * size) / this.font.unitsPerEm;
  }

  /** The text as a PDF hex string of 2-byte CIDs, recording every glyph it uses. */
  encode(text: string): string {
    let out = '<';
    this.font.shape(text, (glyph, source, codePoint) => {
      out += hex4(this.cidOf(glyph, source, codePoint));
    });
    return `${out}>`;
  }

  private cidOf(glyph: number, source: string, codePoint: number): number {
    if (glyph === 0) {
      let cid = this.cidOfMissing.get(codePoint);
      if (cid === undefined) {
        cid = this.add(0, source);
        this.cidOfMissing.set(codePoint, cid);
      }
      return cid;
    }
    const known = this.cidOfGlyph[glyph];
    if (known >= 0) return known;
    const cid = this.add(glyph, source);
    this.cidOfGlyph[glyph] = cid;
    return cid;
  }

  private add(glyph: number, source: string): number {
    this.glyphs.push(glyph);
    this.sources.push(source);
    return this.glyphs.length - 1;
  }

  /** The glyph width of every CID, as the CIDFont's /W array (PDF units: 1/1000 em). */
  widthsArray(): string {
    const scale = 1000 / this.font.unitsPerEm;
    let out = '[0 [';
    for (let cid = 0; cid < this.glyphs.length; cid += 1) {
      if (cid) out += ' ';
      out += String(Math.round(this.font.advance(this.glyphs[cid]) * scale * 1000) / 1000);
    }
    return `${out}]]`;
  }

  /** The ToUnicode CMap: the text behind every CID drawn. */
  toUnicode(): string {
    const entries: string[] = [];
    for (let cid = 1; cid < this.sources.length; cid += 1) {
      if (this.sources[cid]) entries.push(`<${hex4(cid)}> <${utf16Hex(this.sources[cid])}>`);
    }
    const blocks: string[] = [];
    for (let start = 0; start < entries.length; start += 100) {
      const block = entries.slice(start, start + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <FFFF>',
      'endcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
  }

  /**
   * A TrueType font with only the glyphs used (and the components of composite ones), glyph
   * number = CID: the tables a PDF viewer reads (head, hhea, maxp, loca, glyf, hmtx), without
   * hinting instructions.
   */
  fontFile(): Buffer {
    const font = this.font;
    // Components of composite glyphs (Cyrillic х is Latin x in DejaVu) join the subset after
    // the glyphs drawn; the loop also reaches components of components.
    const outlines = [];
    for (let cid = 0; cid < this.glyphs.length; cid += 1) {
      const outline = font.outline(this.glyphs[cid]);
      for (const component of outline.components) {
        if (this.cidOfGlyph[component] < 0) this.cidOfGlyph[component] = this.add(component, '');
      }
      outlines.push(outline);
    }
    const count = this.glyphs.length;
    const glyphParts: Buffer[] = [];
    const loca = Buffer.alloc(4 * (count + 1));
    const hmtx = Buffer.alloc(4 * count);
    let offset = 0;
    for (let cid = 0; cid < count; cid += 1) {
      const glyph = this.glyphs[cid];
      const outline = outlines[cid];
      let bytes = outline.bytes;
      if (outline.components.length) {
        // Cached outlines are shared by every document: patch a copy.
        bytes = Buffer.from(bytes);
        outline.componentOffsets.forEach((at, index) => {
          bytes.writeUInt16BE(this.cidOfGlyph[outline.components[index]], at);
        });
      }
      // .notdef drawn for a missing code point is glyph 0 again under its own CID.
      loca.writeUInt32BE(offset, 4 * cid);
      glyphParts.push(bytes);
      offset += bytes.length;
      const padding = (4 - (bytes.length % 4)) % 4;
      if (padding) {
        glyphParts.push(Buffer.alloc(padding));
        offset += padding;
      }
      hmtx.writeUInt16BE(font.advance(glyph), 4 * cid);
      hmtx.writeInt16BE(font.leftBearing(glyph), 4 * cid + 2);
    }
    loca.writeUInt32BE(offset, 4 * count);
    const head = Buffer.from(font.tableBytes('head'));
    head.writeUInt32BE(0, 8); // checkSumAdjustment, set below
    head.writeInt16BE(1, 50); // long loca offsets
    const hhea = Buffer.from(font.tableBytes('hhea'));
    hhea.writeUInt16BE(count, 34);
    const maxp = Buffer.from(font.tableBytes('maxp'));
    maxp.writeUInt16BE(count, 4);
    const { file, offsets } = sfnt([
      ['glyf', Buffer.concat(glyphParts, offset)],
      ['head', head],
      ['hhea', hhea],
      ['hmtx', hmtx],
      ['loca', loca],
      ['maxp', maxp],
    ]);
    file.writeUInt32BE((0xb1b0afba - checksum(file)) >>> 0, offsets.get('head')! + 8);
    return file;
  }
}

function checksum(bytes: Buffer): number {
  let sum = 0;
  const whole = bytes.length & ~3;
  for (let at = 0; at < whole; at += 4) sum = (sum + bytes.readUInt32BE(at)) >>> 0;
  if (whole < bytes.length) {
    const tail = Buffer.alloc(4);
    bytes.copy(tail, 0, whole);
    sum = (sum + tail.readUInt32BE(0)) >>> 0;
  }
  return sum;
}

/** An sfnt (TrueType) file of the tables given in tag order, each 4-byte aligned. */
function sfnt(tables: Array<[string, Buffer]>): { file: Buffer; offsets: Map<string, number> } {
  const offsets = new Map<string, number>();
  const count = tables.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach(([tag, bytes], index) => {
    const entry = 12 + 16 * index;
    header.write(tag, entry, 'latin1');
    header.writeUInt32BE(checksum(bytes), entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    offsets.set(tag, offset);
    header.writeUInt32BE(bytes.length, entry + 12);
    parts.push(bytes);
    offset += bytes.length;
    const padding = (4 - (bytes.length % 4)) % 4;
    if (padding) {
      parts.push(Buffer.alloc(padding));
      offset += padding;
    }
  });
  return { file: Buffer.concat(parts, offset), offsets };
}
