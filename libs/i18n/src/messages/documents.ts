import type { Locale } from '../locale';
import { enDocuments } from './en/documents.messages';
import type { TranslationOf } from './message';
import { roDocuments } from './ro/documents.messages';
import { ruDocuments } from './ru/documents.messages';

/**
 * The `documents` namespace: the words of the PDF documents (libs/documents), in the shape their
 * renderer reads. Romanian is the reference; a line of its own folder adds its title there.
 */
export type DocumentMessages = TranslationOf<typeof roDocuments>;

export const DOCUMENT_MESSAGES: Record<Locale, DocumentMessages> = {
  ro: roDocuments,
  ru: ruDocuments,
  en: enDocuments,
};
