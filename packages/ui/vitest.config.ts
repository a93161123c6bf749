import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { playwrightLaunchOptions } from '../../scripts/browser.mjs';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: { name: 'ui:unit', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        // Builds, packs and installs the package into a throwaway Vite app: slow, hence the timeouts.
        extends: true,
        test: { name: 'ui:pack', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 180_000 },
      },
      {
        extends: true,
        test: {
          name: 'ui:browser',
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
});
