import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { playwrightLaunchOptions } from '../../scripts/browser.mjs';
import { StallWatchdog, untimed, NO_TIME_LIMIT } from '../../scripts/test-timing.mjs';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  // Pre-bundled up front: on a fresh clone a dependency discovered mid-run makes Vite reload the page
  // under the browser tests, which then fail to start ("iframe did not become ready").
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
      'axe-core',
      '@storybook/react-vite',
      'storybook/test',
      'vitest-browser-react',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  test: {
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }], new StallWatchdog()],
    // No time limits (scripts/test-timing.mjs): a loaded or cold machine is slower, not wrong.
    ...untimed,
    projects: [
      {
        extends: true,
        test: { name: 'ui:unit', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        // Builds, packs and unpacks the package into a throwaway Vite app.
        extends: true,
        test: { name: 'ui:pack', environment: 'node', include: ['test/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'ui:browser',
          include: ['src/**/*.test.tsx'],
          browser: {
            enabled: true,
            // No limit on the browser's start-up either (its default is 60 s; a loaded machine takes longer).
            connectTimeout: NO_TIME_LIMIT,
            headless: true,
            provider: playwright({ launchOptions: playwrightLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
