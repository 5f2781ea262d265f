import { readFileSync } from 'node:fs';
import { TrueTypeFont } from './pdf/true-type-font';

/** The two faces every document is set in. */
export interface DocumentFonts {
  regular: TrueTypeFont;
  bold: TrueTypeFont;
}

let cached: DocumentFonts | undefined;

/**
 * DejaVu Sans regular and bold from `dejavu-fonts-ttf` (no system fonts): Latin with ș ț ă î â,
 * Cyrillic, №, ³, «», ☐. Read and parsed once per process (or worker thread); each document then
 * embeds a subset of the glyphs it draws (FontSubset), so nothing a document does stays behind
 * in the shared fonts but the glyph outlines read from the file.
 */
export function dejaVuSans(): DocumentFonts {
  cached ??= {
    regular: new TrueTypeFont('DejaVuSans', readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'))),
    bold: new TrueTypeFont(
      'DejaVuSans-Bold',
      readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    ),
  };
  return cached;
}
