import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@emotion-guru/source'] },
  ssr: { resolve: { conditions: ['@emotion-guru/source'] } },
  test: {
    name: 'mocks',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    // No test is bounded by the wall clock: a loaded machine is slower, not wrong.
    testTimeout: 0,
    hookTimeout: 0,
  },
});
