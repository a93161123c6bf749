import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwrightLaunchOptions } from '../../scripts/browser.mjs';
import viteConfig from './vite.config.ts';
import { untimed, NO_TIME_LIMIT } from '../../scripts/test-timing.mjs';

/**
 * `npm run bench`: the app's benchmarks (test/bench/*.bench.tsx), in Chromium like the browser tests.
 * Apart from `npm test`: a benchmark measures this machine, it does not test behaviour.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      ...untimed,
      name: 'app:bench',
      include: ['test/bench/**/*.bench.tsx'],
      setupFiles: ['./test/browser-setup.ts'],
      browser: {
        enabled: true,
        connectTimeout: NO_TIME_LIMIT,
        headless: true,
        provider: playwright({ launchOptions: playwrightLaunchOptions() }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
);
