import type { DocumentData } from '../document-data/document-data.schema';
import type { DocumentTexts } from '../texts/document-texts';
import type { PdfComposer } from './pdf-composer';

/** What a renderer works with: the composer to draw on, the facts and the texts of the language. */
export interface RenderContext {
  composer: PdfComposer;
  data: DocumentData;
  t: DocumentTexts;
}

/** Draws one kind of document onto the composer. */
export type DocumentRenderer = (context: RenderContext) => Promise<void>;
