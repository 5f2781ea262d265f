import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { format, resolveConfig } from 'prettier';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { storefrontDevServer } from './dev-server';

const lib = (name: string) => fileURLToPath(new URL(`../libs/${name}/src/index.ts`, import.meta.url));
const alias = {
  '@asiguro/contracts': lib('contracts'),
  '@asiguro/domain': lib('domain'),
  '@asiguro/i18n': lib('i18n'),
};

/**
 * Writes src/catalogue/catalogue-manifest.json from the domain catalogue before each build and
 * dev start: the names, slugs and sub-pages every page links to, without the schemas and
 * validators only the order flow loads; and the lines' page texts, one file per language
 * (catalogue-lines.<locale>.json), loaded with that language's texts. A unit test fails when a
 * committed file is stale.
 */
function catalogueManifest(): Plugin {
  const source = fileURLToPath(new URL('./src/catalogue/manifest-source.ts', import.meta.url));
  const target = (name: string) => fileURLToPath(new URL(`./src/catalogue/${name}.json`, import.meta.url));
  const write = async (file: string, value: unknown) => {
    const text = await format(JSON.stringify(value), { ...(await resolveConfig(file)), parser: 'json' });
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  };
  return {
    name: 'asiguro-catalogue-manifest',
    async buildStart() {
      const { module } = await runnerImport<{ manifest: unknown; linesInfo: Record<string, unknown> }>(source, {
        configFile: false,
        logLevel: 'silent',
        resolve: { alias },
      });
      await write(target('catalogue-manifest'), module.manifest);
      for (const [locale, info] of Object.entries(module.linesInfo)) {
        await write(target(`catalogue-lines.${locale}`), info);
      }
    },
  };
}

/** Text files worth compressing (fonts and images are compressed already, maps are for developers). */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the client
 * build, at the highest levels (once, at build time): the API serves them to browsers that
 * accept them, so no page asset is compressed per request.
 */
function precompress(): Plugin {
  return {
    name: 'asiguro-precompress',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options) {
      const dir = options.dir!;
      for (const file of filesUnder(dir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${join(dir, '.vite')}`) || statSync(file).size < 512) continue;
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/*
 * Two builds: the browser's (dist/client: the boot script, the app in chunks, styles, the public
 * folder) and the server's (dist/server/entry-server.cjs, one CommonJS file the API process
 * requires to render pages). `vite build` makes both; `vite` serves the storefront rendered on
 * the server in development (dev-server.ts), the API proxied to it.
 */
export default defineConfig(({ command }) => ({
  plugins: [catalogueManifest(), react(), precompress(), storefrontDevServer()],
  resolve: { alias },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  appType: 'custom',
  builder: {},
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: true,
        chunkSizeWarningLimit: 400,
        // The manifest maps the boot script and each route's lazy chunk to its files (the server
        // links the former, the bundle-size test reads both).
        manifest: true,
        rollupOptions: {
          input: { boot: fileURLToPath(new URL('./src/boot/boot.ts', import.meta.url)) },
          treeshake: {
            // The shared libraries are pure (schemas, catalogues, rules): a module none of whose
            // exports the storefront uses is left out, so the order machine and the tariff model
            // only ship with the pages that need them.
            moduleSideEffects: (id) => !id.includes('/libs/'),
            manualPureFunctions: ['z'],
          },
        },
      },
    },
    ssr: {
      resolve: { noExternal: true },
      // The bundle the API requires renders with React's production build whatever NODE_ENV the
      // API runs with (development, test), as the browser's build does.
      ...(command === 'build' ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
      build: {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        ssr: true,
        rollupOptions: {
          input: { 'entry-server': fileURLToPath(new URL('./src/server/entry-server.tsx', import.meta.url)) },
          output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true },
        },
      },
    },
  },
}));
