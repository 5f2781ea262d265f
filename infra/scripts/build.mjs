// `npm run build`: the services and libraries (tsc -b) and both React apps (vite build).
import { build, checkNodeVersion, ensureDependencies } from './lib.mjs';

checkNodeVersion('build');
ensureDependencies('build');
build('build');
