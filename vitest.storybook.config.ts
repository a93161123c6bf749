import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { appSourceDir, appStoryAssets } from './.storybook/app-assets.ts';
import { playwrightLaunchOptions } from './scripts/browser.mjs';
import { untimed, NO_TIME_LIMIT } from './scripts/test-timing.mjs';

const storybookDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/**
 * The `storybook` Vitest project: every story renders in Chromium, its play function runs, and the
 * a11y addon fails it on any axe violation. Preview annotations
 * (.storybook/preview.tsx, the a11y addon) are applied by the plugin itself.
 */
export default defineProject({
  plugins: [storybookTest({ configDir: storybookDir }), vanillaExtractPlugin(), appStoryAssets()],
  // Pre-bundle Vitest's browser runtime once, so Storybook's setup file and the tester share one
  // runner instance (vitest-dev/vitest#10836, #10944).
  optimizeDeps: {
    include: [
      'vitest',
      'vitest/internal/browser',
      'vitest/internal/traces',
      '@vitest/browser/locators',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      // The DateField's calendar, imported lazily: found only once a calendar opens.
      'react-day-picker',
      'react-day-picker/locale/tr',
      // The app's stories: the emulator's worker client and what the app's modules use.
      'msw/browser',
      'effector',
      'effector-react',
      'i18next',
      'react-i18next',
      '@tanstack/react-router',
      '@farfetched/core',
      // Imported on demand by the app's checkout and referrals: found mid-run otherwise (Vite reloads).
      '@paddle/paddle-js',
      'qrcode-generator',
      // The blog article's sanitizer (loaded with the article page only).
      'dompurify',
      // The rich-text editor (@emotion-guru/ui/rich-text, loaded by the authoring pages only).
      'lexical',
      '@lexical/clipboard',
      '@lexical/code',
      '@lexical/history',
      '@lexical/link',
      '@lexical/list',
      '@lexical/rich-text',
      '@lexical/selection',
      '@lexical/utils',
      // CSV: the journal's export and the Daylio import (settings); ZIP: the data download.
      'papaparse',
      'fflate',
    ],
  },
  resolve: { conditions: ['@emotion-guru/source', ...defaultClientConditions], alias: { '@': appSourceDir } },
  test: {
    name: 'storybook',
    // No time limits (scripts/test-timing.mjs): a loaded or cold machine is slower, not wrong.
    ...untimed,
    setupFiles: ['./.storybook/vitest.setup.ts'],
    browser: {
      enabled: true,
      // No limit on the browser's start-up either (its default is 60 s; a loaded machine takes longer).
      connectTimeout: NO_TIME_LIMIT,
      headless: true,
      // Reduced motion: the layers' enter animations start at opacity 0, and on a loaded machine a
      // play function's `toBeVisible` could read the first frame (CI failed so once, in the own-word
      // dialog). Animations are a matter of the visual tests and the journeys, not of the play functions.
      provider: playwright({
        launchOptions: playwrightLaunchOptions(),
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
