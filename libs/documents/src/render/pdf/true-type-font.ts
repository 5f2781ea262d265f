/**
 * A TrueType font read once per process: the character map, advance widths and glyph outlines,
 * which is all that laying out text and writing a subset of the font into a PDF needs. Shaping is
 * limited to what the documents' fonts did through fontkit before: the f-ligatures (ff fi fl ffi
 * ffl) in Latin text; no kerning (the PDF never positioned glyphs by it).
 */

const WE_HAVE_INSTRUCTIONS = 0x0100;
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

/** A glyph's outline without hinting instructions, and where it names other glyphs. */
export interface GlyphOutline {
  bytes: Buffer;
  /** Byte offsets (in `bytes`) of the glyph indices of a composite glyph's components. */
  componentOffsets: number[];
  components: number[];
}

interface TableEntry {
  offset: number;
  length: number;
}

/** A Latin letter (ligatures apply to Latin text only, as in fontkit's default shaping). */
const isLatinLetter = (cp: number) =>
  (cp >= 0x41 && cp <= 0x5a) ||
  (cp >= 0x61 && cp <= 0x7a) ||
  (cp >= 0xc0 && cp <= 0x24f && cp !== 0xd7 && cp !== 0xf7) ||
  (cp >= 0x1e00 && cp <= 0x1eff);

/** Letters of other scripts (Cyrillic, Greek, ...): a run that starts with one gets no ligatures. */
const isOtherLetter = (cp: number) => cp >= 0x370 && cp <= 0x1fff && !(cp >= 0x1e00 && cp <= 0x1eff);

export class TrueTypeFont {
  readonly unitsPerEm: number;
  readonly glyphCount: number;
  /** head.xMin, yMin, xMax, yMax in font units. */
  readonly bbox: readonly [number, number, number, number];
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  /** Glyph index per BMP code point (0: none). */
  private readonly bmp = new Uint16Array(0x10000);
  private readonly astral = new Map<number, number>();
  private readonly advances: Uint16Array;
  private readonly leftBearings: Int16Array;
  private readonly glyphOffsets: Uint32Array;
  private readonly outlines: Array<GlyphOutline | undefined>;
  private readonly tables = new Map<string, TableEntry>();
  /** ff fi fl ffi ffl, when the font has them. */
  private readonly ligatures: { ff: number; fi: number; fl: number; ffi: number; ffl: number };

  constructor(
    /** PostScript-style name the PDF shows (BaseFont, FontName). */
    readonly name: string,
    private readonly file: Buffer,
  ) {
    const tableCount = file.readUInt16BE(4);
    for (let index = 0; index < tableCount; index += 1) {
      const entry = 12 + 16 * index;
      this.tables.set(file.toString('latin1', entry, entry + 4), {
        offset: file.readUInt32BE(entry + 8),
        length: file.readUInt32BE(entry + 12),
      });
    }
    const head = this.table('head').offset;
    this.unitsPerEm = file.readUInt16BE(head + 18);
    this.bbox = [
      file.readInt16BE(head + 36),
      file.readInt16BE(head + 38),
      file.readInt16BE(head + 40),
      file.readInt16BE(head + 42),
    ];
    const longOffsets = file.readInt16BE(head + 50) === 1;
    this.glyphCount = file.readUInt16BE(this.table('maxp').offset + 4);
    const hhea = this.table('hhea').offset;
    this.ascent = file.readInt16BE(hhea + 4);
    this.descent = file.readInt16BE(hhea + 6);
    const os2 = this.tables.get('OS/2');
    this.capHeight = os2 && file.readUInt16BE(os2.offset) >= 2 ? file.readInt16BE(os2.offset + 88) : this.ascent;

    const metricCount = file.readUInt16BE(hhea + 34);
    const hmtx = this.table('hmtx').offset;
    this.advances = new Uint16Array(this.glyphCount);
    this.leftBearings = new Int16Array(this.glyphCount);
    for (let glyph = 0; glyph < this.glyphCount; glyph += 1) {
      const metric = Math.min(glyph, metricCount - 1);
      this.advances[glyph] = file.readUInt16BE(hmtx + 4 * metric);
      this.leftBearings[glyph] =
        glyph < metricCount
          ? file.readInt16BE(hmtx + 4 * glyph + 2)
          : file.readInt16BE(hmtx + 4 * metricCount + 2 * (glyph - metricCount));
    }
    const loca = this.table('loca').offset;
    this.glyphOffsets = new Uint32Array(this.glyphCount + 1);
    for (let glyph = 0; glyph <= this.glyphCount; glyph += 1) {
      this.glyphOffsets[glyph] = longOffsets
        ? file.readUInt32BE(loca + 4 * glyph)
        : 2 * file.readUInt16BE(loca + 2 * glyph);
    }
    this.outlines = new Array<GlyphOutline | undefined>(this.glyphCount);
    this.readCharacterMap();
    this.ligatures = {
      ff: this.glyphOf(0xfb00),
      fi: this.glyphOf(0xfb01),
      fl: this.glyphOf(0xfb02),
      ffi: this.glyphOf(0xfb03),
      ffl: this.glyphOf(0xfb04),
    };
  }

  /** The glyph of a code point; 0 (.notdef) when the font has none. */
  glyphOf(codePoint: number): number {
    return codePoint < 0x10000 ? this.bmp[codePoint] : (this.astral.get(codePoint) ?? 0);
  }

  advance(glyph: number): number {
    return this.advances[glyph];
  }

  leftBearing(glyph: number): number {
    return this.leftBearings[glyph];
  }

  /** The raw bytes of a table (head, hhea, maxp are copied into subsets). */
  tableBytes(tag: string): Buffer {
    const { offset, length } = this.table(tag);
    return this.file.subarray(offset, offset + length);
  }

  /**
   * Width of a text in font units, shaped as `shape` shapes it (ligatures included), so a line is
   * measured as it is drawn. Wrapping calls it for every word and candidate line.
   */
  unitsWidth(text: string): number {
    let width = 0;
    this.shape(text, (glyph) => {
      width += this.advances[glyph];
    });
    return width;
  }

  /**
   * Maps a text to glyphs and calls `emit` with each glyph and the text it stands for (one code
   * point, a ligature's letters, or an unmapped code point with glyph 0).
   */
  shape(text: string, emit: (glyph: number, source: string, codePoint: number) => void): void {
    const ligatures = this.ligaturesApply(text);
    const length = text.length;
    for (let index = 0; index < length; index += 1) {
      let codePoint = text.charCodeAt(index);
      if (codePoint >= 0xd800 && codePoint <= 0xdbff && index + 1 < length) {
        const low = text.charCodeAt(index + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          codePoint = 0x10000 + ((codePoint - 0xd800) << 10) + (low - 0xdc00);
          emit(this.glyphOf(codePoint), text.slice(index, index + 2), codePoint);
          index += 1;
          continue;
        }
      }
      if (ligatures && codePoint === 0x66) {
        const next = text.charCodeAt(index + 1);
        const after = text.charCodeAt(index + 2);
        if (next === 0x66 && (after === 0x69 || after === 0x6c)) {
          const glyph = after === 0x69 ? this.ligatures.ffi : this.ligatures.ffl;
          if (glyph) {
            emit(glyph, text.slice(index, index + 3), -1);
            index += 2;
            continue;
          }
        }
        const pair =
          next === 0x66 ? this.ligatures.ff : next === 0x69 ? this.ligatures.fi : next === 0x6c ? this.ligatures.fl : 0;
        if (pair) {
          emit(pair, text.slice(index, index + 2), -1);
          index += 1;
          continue;
        }
      }
      emit(this.glyphOf(codePoint), text[index], codePoint);
    }
  }

  /** A glyph's outline without instructions (hinting is left to the viewer), read once. */
  outline(glyph: number): GlyphOutline {
    let outline = this.outlines[glyph];
    if (!outline) {
      outline = this.readOutline(glyph);
      this.outlines[glyph] = outline;
    }
    return outline;
  }

  private readOutline(glyph: number): GlyphOutline {
    const glyf = this.table('glyf').offset;
    const data = this.file.subarray(glyf + this.glyphOffsets[glyph], glyf + this.glyphOffsets[glyph + 1]);
    if (data.length === 0) return { bytes: data, componentOffsets: [], components: [] };
    const contours = data.readInt16BE(0);
    if (contours >= 0) {
      const instructionsAt = 10 + 2 * contours;
      const instructionLength = data.readUInt16BE(instructionsAt);
      const bytes = Buffer.concat([
        data.subarray(0, instructionsAt),
        Buffer.from([0, 0]),
        data.subarray(instructionsAt + 2 + instructionLength),
      ]);
      return { bytes, componentOffsets: [], components: [] };
    }
    const componentOffsets: number[] = [];
    const components: number[] = [];
    let offset = 10;
    let flags: number;
    let lastFlagsAt: number;
    do {
      lastFlagsAt = offset;
      flags = data.readUInt16BE(offset);
      componentOffsets.push(offset + 2);
      components.push(data.readUInt16BE(offset + 2));
      offset += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
      if (flags & WE_HAVE_A_SCALE) offset += 2;
      else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) offset += 4;
      else if (flags & WE_HAVE_A_TWO_BY_TWO) offset += 8;
    } while (flags & MORE_COMPONENTS);
    const bytes = Buffer.from(data.subarray(0, offset));
    bytes.writeUInt16BE(flags & ~WE_HAVE_INSTRUCTIONS, lastFlagsAt);
    return { bytes, componentOffsets, components };
  }

  /** Ligatures apply when the text's first letter is Latin (fontkit shapes by the first script). */
  private ligaturesApply(text: string): boolean {
    for (let index = 0; index < text.length; index += 1) {
      const codePoint = text.charCodeAt(index);
      if (isLatinLetter(codePoint)) return true;
      if (isOtherLetter(codePoint)) return false;
    }
    return false;
  }

  private readCharacterMap(): void {
    const file = this.file;
    const cmap = this.table('cmap').offset;
    const subtables = file.readUInt16BE(cmap + 2);
    let format4: number | undefined;
    let format12: number | undefined;
    for (let index = 0; index < subtables; index += 1) {
      const platform = file.readUInt16BE(cmap + 4 + 8 * index);
      const encoding = file.readUInt16BE(cmap + 6 + 8 * index);
      const offset = cmap + file.readUInt32BE(cmap + 8 + 8 * index);
      const format = file.readUInt16BE(offset);
      if (platform === 3 && encoding === 10 && format === 12) format12 = offset;
      if (platform === 3 && encoding === 1 && format === 4) format4 = offset;
    }
    if (format12 !== undefined) {
      const groups = file.readUInt32BE(format12 + 12);
      for (let group = 0; group < groups; group += 1) {
        const at = format12 + 16 + 12 * group;
        const start = file.readUInt32BE(at);
        const end = file.readUInt32BE(at + 4);
        const first = file.readUInt32BE(at + 8);
        for (let codePoint = start; codePoint <= end; codePoint += 1) this.map(codePoint, first + codePoint - start);
      }
      return;
    }
    if (format4 === undefined) throw new Error(`${this.name}: no Unicode character map`);
    const segments = file.readUInt16BE(format4 + 6) / 2;
    const ends = format4 + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const rangeOffsets = deltas + 2 * segments;
    for (let segment = 0; segment < segments; segment += 1) {
      const start = file.readUInt16BE(starts + 2 * segment);
      const end = file.readUInt16BE(ends + 2 * segment);
      const delta = file.readInt16BE(deltas + 2 * segment);
      const rangeOffset = file.readUInt16BE(rangeOffsets + 2 * segment);
      for (let codePoint = start; codePoint <= end && codePoint !== 0xffff; codePoint += 1) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (codePoint + delta) & 0xffff;
        else {
          const at = rangeOffsets + 2 * segment + rangeOffset + 2 * (codePoint - start);
          glyph = file.readUInt16BE(at);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        this.map(codePoint, glyph);
      }
    }
  }

  private map(codePoint: number, glyph: number): void {
    if (glyph >= this.glyphCount) return;
    if (codePoint < 0x10000) this.bmp[codePoint] = glyph;
    else this.astral.set(codePoint, glyph);
  }

  private table(tag: string): TableEntry {
    const entry = this.tables.get(tag);
    if (!entry) throw new Error(`${this.name}: no ${tag} table`);
    return entry;
  }
}
