import { defineConfig } from 'vitest/config';
import { StallWatchdog, untimed } from './scripts/test-timing.mjs';

/** The repository tooling's own tests (scripts/test): Node only, no browser. */
export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['scripts/test/**/*.test.mjs'],
    reporters: ['default', ['json', { outputFile: 'reports/scripts.json' }], new StallWatchdog()],
    // No time limits (scripts/test-timing.mjs): a loaded or cold machine is slower, not wrong.
    ...untimed,
  },
});
