import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@emotion-guru/source'] },
  ssr: { resolve: { conditions: ['@emotion-guru/source'] } },
  test: {
    name: 'platform-sdk',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
