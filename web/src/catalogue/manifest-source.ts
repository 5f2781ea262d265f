import { CATALOGUE } from '@asiguro/domain';
import { LOCALES } from '@asiguro/i18n';
import { linesInfoOf, manifestOf } from './catalogue-manifest';

/** The manifest of the domain catalogue: what vite.config.ts writes to catalogue-manifest.json. */
export const manifest = manifestOf(CATALOGUE);

/** The lines' page texts per language: what vite.config.ts writes to catalogue-lines.<locale>.json. */
export const linesInfo = Object.fromEntries(LOCALES.map((locale) => [locale, linesInfoOf(CATALOGUE, locale)]));
