import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { seoFiles } from './scripts/seo-files.ts';

/** Workspace packages resolve to their TypeScript source in development, tests and app builds. */
const SOURCE_CONDITION = '@emotion-guru/source';

/**
 * Serves MSW's worker script in development only (the emulator runs in it), straight from the installed
 * msw package, so it always matches the library's version and never ships in a production build.
 */
function serveEmulatorWorker(): Plugin {
  const workerPath = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return {
    name: 'emotion-guru:emulator-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        createReadStream(workerPath).pipe(response);
      });
    },
  };
}

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react(), serveEmulatorWorker(), seoFiles()],
  resolve: {
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  // The design system's runtime helpers are reached only through vanilla-extract's compiled CSS modules, so
  // the dependency scan misses them; listing them avoids a mid-run re-optimisation and page reload.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      // The chat's Markdown: found only when a chat module loads, which would reload a running test.
      'react-markdown',
    ],
  },
  build: {
    rolldownOptions: {
      treeshake: {
        // @farfetched/core declares no `sideEffects`, so a module that merely imports it (shared/api's retry
        // rule, re-exported from the api barrel the start-up code uses) kept all of it in the start-up bundle.
        // Its top-level code only creates effector units, which nothing needs until a query uses them.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@farfetched[\\/]core[\\/]/, sideEffects: false }],
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
});
