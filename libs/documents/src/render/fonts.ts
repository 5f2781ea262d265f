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
 * (the parse of DejaVu dominates rendering time). Each document still gets its own subset.
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
    return font;
  },
};
