import { CATALOGUE } from '@asiguro/domain';
import { manifestOf } from './catalogue-manifest';

/** The manifest of the domain catalogue: what vite.config.ts writes to catalogue-manifest.json. */
export const manifest = manifestOf(CATALOGUE);
