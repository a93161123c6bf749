import { defineConfig } from 'vitest/config';
import { StallWatchdog, untimed } from '../../scripts/test-timing.mjs';

// `vitest bench` must neither overwrite the unit-test report the repository totals nor gate on coverage.
const benchmarking = process.argv.includes('bench');

export default defineConfig({
  resolve: { conditions: ['@emotion-guru/source'] },
  ssr: { resolve: { conditions: ['@emotion-guru/source'] } },
  test: {
    name: 'platform-sdk',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    reporters: benchmarking
      ? ['default']
      : ['default', ['json', { outputFile: 'reports/vitest.json' }], new StallWatchdog()],
    // No time limits (scripts/test-timing.mjs): a loaded or cold machine is slower, not wrong.
    // Property tests draw the same inputs on every run (test/setup.ts).
    ...untimed,
    setupFiles: ['test/setup.ts'],
    coverage: {
      enabled: !benchmarking,
      provider: 'v8',
      include: ['src/**'],
      // Type-only modules have no runtime code to cover.
      exclude: ['src/types/**', 'src/**/types.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 90, branches: 90, functions: 90, statements: 90 },
    },
  },
});
