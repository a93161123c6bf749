import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwrightLaunchOptions } from '../../scripts/browser.mjs';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
      // No test is bounded by the wall clock: a loaded machine is slower, not wrong.
      testTimeout: 0,
      hookTimeout: 0,
      projects: [
        {
          extends: true,
          test: {
            name: 'app:unit',
            environment: 'node',
            include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          },
        },
        {
          extends: true,
          test: {
            name: 'app:browser',
            include: ['src/**/*.test.tsx'],
            browser: {
              enabled: true,
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
