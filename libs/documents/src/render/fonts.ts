import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';

/** The DejaVu Sans files of the npm package (no system fonts), read once per process. */
export interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

let cached: FontFiles | undefined;

/** DejaVu Sans regular and bold from `dejavu-fonts-ttf`: Latin with ș ț ă î â, Cyrillic, №, ³, «». */
export function dejaVuSans(): FontFiles {
  cached ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return cached;
}

type FontkitFont = ReturnType<typeof fontkit.create>;
const parsed = new WeakMap<Uint8Array, FontkitFont>();

/**
 * fontkit for pdf-lib that parses each font file once per process instead of once per document
 * (the parse of DejaVu dominates rendering time), while every document gets a font of its own.
 *
 * The parsed font is only ever used as the prototype of per-document views: a view shares its
 * decoded tables but keeps its own glyph cache and layout engine. A shared glyph cache is wrong:
 * fontkit keeps a glyph with the code points of its first use, and subsetting a composite glyph
 * (Cyrillic х у В С Н М О are built from Latin x y B C H M O in DejaVu) caches its components with
 * none, so every later document's ToUnicode map lost those letters — invisible on the page but
 * gone from copied, searched and extracted text.
 */
export const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create(buffer: Uint8Array, postscriptName?: string): FontkitFont {
    if (postscriptName !== undefined) return fontkit.create(buffer, postscriptName);
    let font = parsed.get(buffer);
    if (!font) {
      font = fontkit.create(buffer);
      parsed.set(buffer, font);
    }
    // fontkit's lazily cached getters (layout engine, cmap) define their value on the object they
    // are read from, so they land on the view; the tables live in the prototype's _tables.
    return Object.create(font, { _glyphs: { value: {}, writable: true } }) as FontkitFont;
  },
};
