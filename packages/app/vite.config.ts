import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPages } from './scripts/prerender-pages.ts';
import { seoFiles } from './scripts/seo-files.ts';
import { SELF_CONTAINED_MODELS, SIDE_EFFECT_FREE } from './scripts/side-effect-free.mjs';
import { startChunks } from './scripts/start-chunks.ts';

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

/**
 * `npm run dev`'s one service worker, `/dev-sw.js` (service-worker/dev-sw.ts: MSW's worker with the app's
 * push handling), bundled on first request into one classic script (a service worker loading MSW through
 * `importScripts` cannot be a module), and again after its sources change.
 */
function serveDevServiceWorker(): Plugin {
  const entry = fileURLToPath(new URL('./service-worker/dev-sw.ts', import.meta.url));
  let bundled: Promise<string> | null = null;
  const bundle = async (): Promise<string> => {
    const result = await build({
      configFile: false,
      logLevel: 'warn',
      build: {
        write: false,
        minify: false,
        lib: { entry, formats: ['iife'], name: 'devServiceWorker', fileName: () => 'dev-sw.js' },
      },
    });
    const outputs = Array.isArray(result) ? result : [result];
    for (const output of outputs) {
      if (!('output' in output)) continue;
      // The first output is the entry chunk (the typings say so: no optional chain needed).
      return output.output[0].code;
    }
    throw new Error('The dev service worker did not bundle');
  };
  return {
    name: 'emotion-guru:dev-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (file.includes('service-worker')) bundled = null;
      });
      server.middlewares.use('/dev-sw.js', (_request, response, next) => {
        bundled ??= bundle();
        bundled.then(
          (code) => {
            response.setHeader('Content-Type', 'text/javascript');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(code);
          },
          (error: unknown) => {
            bundled = null;
            next(error);
          },
        );
      });
    },
  };
}

/**
 * The one service worker (`service-worker/sw.ts` → `/sw.js`), ours through `injectManifest`: the plugin builds
 * it and injects the list of built files to precache. Built for `npm run build` (and so `npm run preview`)
 * only: in `npm run dev` scope `/` belongs to `/dev-sw.js` (the emulator's worker with the push handling),
 * and two workers on one scope fight.
 * The app registers it itself (shared/lib/service-worker); the web app manifest is public/manifest.webmanifest.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    // After the prerendered pages are written (their plugin's closeBundle is 'pre'), so they are precached.
    integration: { closeBundleOrder: 'post' },
    injectManifest: {
      // The built app and its icons; translations are cached at run time (fresh for an hour), the share image not at all.
      globPatterns: ['**/*.{js,css,html,svg,webmanifest}', 'icons/*.png'],
    },
  });
}

/**
 * Modules the build treats as free of side effects, besides what packages declare (`treeshake` below; the
 * start's chunks, scripts/start-chunks.ts, follow the same rules).
 */
const SIDE_EFFECT_FREE_RULES = [
  // @farfetched/core declares no `sideEffects`, so a module that merely imports it (shared/api's retry
  // rule, re-exported from the api barrel the start-up code uses) kept all of it in the start-up bundle.
  // Its top-level code only creates effector units, which nothing needs until a query uses them.
  { test: /[\\/]node_modules[\\/]@farfetched[\\/]core[\\/]/, sideEffects: false },
  // A slice's lib, ui and api modules only declare (functions, components, effects): a page that
  // imports a slice's index for one of them no longer gets the slice's other modules (the dashboard
  // had the report's, the map's and the loops' code from entities/emotion: 9 kB). Models are left
  // out on purpose: their wiring (`sample`) is a side effect that must run once imported.
  // scripts/check-side-effects.mjs (in `npm run lint`) fails when such a module gains code that runs.
  { test: SIDE_EFFECT_FREE, sideEffects: false },
  // But for the models of one page or one flow whose wiring serves only their own units (the journal's
  // and reflections' lists, ...): when nothing imports them they are left out, and not created at start.
  // Once one of their exports is used, the whole module is kept, wiring included. The same check holds
  // them to that rule.
  { test: SELF_CONTAINED_MODELS, sideEffects: false },
];

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    react(),
    serveEmulatorWorker(),
    serveDevServiceWorker(),
    seoFiles(),
    prerenderPages(),
    serviceWorker(),
    // The signed-in start in a few chunks instead of seventy files (issue #14): see the plugin.
    startChunks({
      entry: 'src/app/entry.tsx',
      boot: 'src/app/boot.ts',
      sideEffectFree: (id) => SIDE_EFFECT_FREE_RULES.some((rule) => rule.test.test(id)),
      layers: [
        { name: 'start-layout', module: 'src/app/layouts/AppLayout.tsx' },
        { name: 'start-dashboard', module: 'src/pages/dashboard/index.ts' },
      ],
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
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
      // The service worker's registration: imported on demand, so the scan would find it mid-run too.
      'workbox-window',
      // The referrals page's QR code: found only when that page loads.
      'qrcode-generator',
      // Paddle's loader: imported only when a Paddle checkout opens.
      '@paddle/paddle-js',
      // The blog article's sanitizer: found only when an article page loads.
      'dompurify',
      // The browser tests' renderer reaches it at run time: found mid-run, Vite reloaded the test iframe on a
      // cold cache and a test file failed to import (a fresh clone's `npm test`, November 2026).
      'react-dom/client',
      // CSV: the journal's export and the settings' Daylio import, both loaded with their pages only; ZIP:
      // the settings' data download.
      'papaparse',
      'fflate',
    ],
  },
  build: {
    rolldownOptions: {
      // The app (index.html's entry) and the prerendered pages' start-up script, which loads that entry once
      // the page is painted (src/app/boot.ts; scripts/prerender-pages.ts puts it in each page).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        boot: fileURLToPath(new URL('./src/app/boot.ts', import.meta.url)),
      },
      treeshake: {
        moduleSideEffects: SIDE_EFFECT_FREE_RULES,
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
});
