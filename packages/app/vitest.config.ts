import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwrightLaunchOptions } from '../../scripts/browser.mjs';
import viteConfig from './vite.config.ts';
import { StallWatchdog, untimed, NO_TIME_LIMIT } from '../../scripts/test-timing.mjs';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }], new StallWatchdog()],
      // No time limits (scripts/test-timing.mjs): a loaded or cold machine is slower, not wrong.
      ...untimed,
      projects: [
        {
          extends: true,
          test: {
            name: 'app:unit',
            environment: 'node',
            include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'scripts/**/*.test.mjs'],
          },
        },
        {
          extends: true,
          test: {
            name: 'app:browser',
            include: ['src/**/*.test.tsx'],
            setupFiles: ['./test/browser-setup.ts'],
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
  }),
);
