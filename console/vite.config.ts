import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const lib = (name: string) => fileURLToPath(new URL(`../libs/${name}/src/index.ts`, import.meta.url));

// The console is served by the API at "/console/"; in development Vite proxies the API to it.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: {
    alias: { '@asiguro/contracts': lib('contracts'), '@asiguro/domain': lib('domain'), '@asiguro/i18n': lib('i18n') },
  },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      treeshake: {
        // The shared libraries are pure (schemas, catalogues, rules): modules the console does not
        // use (tariffs, the catalogue's product definitions, underwriting) stay out of its bundle.
        moduleSideEffects: (id) => !id.includes('/libs/'),
        manualPureFunctions: ['z'],
      },
      output: {
        // Libraries change less often than the console: their own chunks stay cached across releases.
        manualChunks: (id) => {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (id.includes('node_modules/@tanstack/')) return 'tanstack';
          if (id.includes('node_modules/zod/')) return 'zod';
          return undefined;
        },
      },
    },
  },
});
