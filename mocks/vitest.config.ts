import { defineConfig } from 'vitest/config';
import { StallWatchdog, untimed } from '../scripts/test-timing.mjs';

export default defineConfig({
  resolve: { conditions: ['@emotion-guru/source'] },
  ssr: { resolve: { conditions: ['@emotion-guru/source'] } },
  test: {
    name: 'mocks',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }], new StallWatchdog()],
    // No time limits (scripts/test-timing.mjs): a loaded or cold machine is slower, not wrong.
    ...untimed,
  },
});
