import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, requireChromium } from '../../../scripts/browser.mjs';
import { StallWatchdog, untimed, NO_TIME_LIMIT } from '../../../scripts/test-timing.mjs';

/**
 * Visual regression of the design system: every story of the composites (and Button), in both
 * themes, screenshotted in Chromium and compared with the baselines in `visual/__screenshots__/`.
 * Run from packages/ui:
 *
 *   npx vitest run --config visual/vitest.config.ts            # compare
 *   npx vitest run --config visual/vitest.config.ts --update   # accept the new look as baseline
 *
 * Baselines are specific to this Chromium and this platform's fonts (the file names say which).
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: ['@emotion-guru/source', ...defaultClientConditions] },
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page under the tests.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'radix-ui',
      // DateField's calendar, imported lazily: found only once a calendar opens.
      'react-day-picker',
      'react-day-picker/locale/tr',
      // The rich-text editor (its own entry, src/rich-text.ts).
      'lexical',
      '@lexical/clipboard',
      '@lexical/code',
      '@lexical/history',
      '@lexical/link',
      '@lexical/list',
      '@lexical/rich-text',
      '@lexical/selection',
      '@lexical/utils',
      '@storybook/react-vite',
      'storybook/test',
      'vitest-browser-react',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  test: {
    name: 'ui:visual',
    include: ['visual/**/*.visual.test.tsx'],
    reporters: ['default', ['json', { outputFile: 'reports/visual.json' }], new StallWatchdog()],
    // No time limits (scripts/test-timing.mjs): a loaded or cold machine is slower, not wrong.
    ...untimed,
    // Play functions' findBy/waitFor wait as long as it takes here too (the lazy calendar's first load
    // missed their one-second default under load).
    setupFiles: [fileURLToPath(new URL('../../../.storybook/vitest.setup.ts', import.meta.url))],
    browser: {
      enabled: true,
      // No limit on the browser's start-up either (its default is 60 s; a loaded machine takes longer).
      connectTimeout: NO_TIME_LIMIT,
      headless: true,
      provider: playwright({
        // Same pixels every run: no GPU raster differences, no font hinting changes, no scrollbars.
        launchOptions: {
          executablePath: requireChromium(),
          args: [
            ...chromiumArgs(),
            '--font-render-hinting=none',
            '--hide-scrollbars',
            '--force-color-profile=srgb',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Anti-aliasing may move a few pixels; a real change moves many more.
          comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
          resolveScreenshotPath: ({ root, arg, browserName, platform, ext }) =>
            `${root}/visual/__screenshots__/${arg}-${browserName}-${platform}${ext}`,
        },
      },
    },
  },
});
