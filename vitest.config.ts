import { defineConfig } from 'vitest/config';
import { StallWatchdog } from './scripts/test-timing.mjs';

/**
 * Root Vitest config: every project of the repository, so that `vitest` at the root (and an editor's
 * Vitest extension) sees them all. `npm run test:stories` runs only the `storybook` project; each
 * package's own tests run through turbo with the package's config.
 */
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }], new StallWatchdog()],
    projects: [
      'packages/platform-sdk',
      'packages/ui',
      'packages/app',
      'mocks',
      './vitest.storybook.config.ts',
      './vitest.scripts.config.ts',
      'packages/ui/visual/vitest.config.ts',
    ],
  },
});
