import { defineConfig } from 'vitest/config';

// `vitest bench` must neither overwrite the unit-test report the repository totals nor gate on coverage.
const benchmarking = process.argv.includes('bench');

export default defineConfig({
  resolve: { conditions: ['@emotion-guru/source'] },
  ssr: { resolve: { conditions: ['@emotion-guru/source'] } },
  test: {
    name: 'platform-sdk',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    reporters: benchmarking ? ['default'] : ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    // No test is bounded by the wall clock (a loaded machine is slower, not wrong), and property
    // tests draw the same inputs on every run (test/setup.ts).
    testTimeout: 0,
    hookTimeout: 0,
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
