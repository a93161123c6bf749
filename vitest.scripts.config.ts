import { defineConfig } from 'vitest/config';

/** The repository tooling's own tests (scripts/test): Node only, no browser. */
export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['scripts/test/**/*.test.mjs'],
    reporters: ['default', ['json', { outputFile: 'reports/scripts.json' }]],
    // No test is bounded by the wall clock.
    testTimeout: 0,
    hookTimeout: 0,
  },
});
