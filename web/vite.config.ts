import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { format, resolveConfig } from 'prettier';
import { defineConfig, runnerImport, type Plugin } from 'vite';

const lib = (name: string) => fileURLToPath(new URL(`../libs/${name}/src/index.ts`, import.meta.url));
const alias = { '@asiguro/domain': lib('domain'), '@asiguro/i18n': lib('i18n') };

/**
 * Writes src/catalogue/catalogue-manifest.json from the domain catalogue before each build and
 * dev start: the names, slugs and sub-pages every page links to, without the schemas and
 * validators only the order flow loads (a unit test fails when the committed file is stale).
 */
function catalogueManifest(): Plugin {
  const source = fileURLToPath(new URL('./src/catalogue/manifest-source.ts', import.meta.url));
  const target = fileURLToPath(new URL('./src/catalogue/catalogue-manifest.json', import.meta.url));
  return {
    name: 'asiguro-catalogue-manifest',
    async buildStart() {
      const { module } = await runnerImport<{ manifest: unknown }>(source, {
        configFile: false,
        logLevel: 'silent',
        resolve: { alias },
      });
      const text = await format(JSON.stringify(module.manifest), {
        ...(await resolveConfig(target)),
        parser: 'json',
      });
      if (readFileSync(target, 'utf8') !== text) writeFileSync(target, text);
    },
  };
}

// The storefront is served by the API at "/"; in development Vite proxies the API to it.
export default defineConfig({
  plugins: [catalogueManifest(), react()],
  resolve: { alias },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    // The manifest maps each route's lazy chunk to its files (the bundle-size test reads it).
    manifest: true,
    rollupOptions: {
      treeshake: {
        // The shared libraries are pure (schemas, catalogues, rules): a module none of whose
        // exports the storefront uses is left out, so the order machine and the tariff model
        // only ship with the pages that need them.
        moduleSideEffects: (id) => !id.includes('/libs/'),
        manualPureFunctions: ['z'],
      },
    },
  },
});
