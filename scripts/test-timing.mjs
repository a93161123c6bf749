// @ts-check
/**
 * Tests here have no time limits: a loaded or cold machine (Vite compiling a page on first use, two
 * builds running beside) is slower, not wrong. Every Vitest config spreads `untimed` into its `test`
 * options and reports through `StallWatchdog`, which stops only a run in which nothing moves at all.
 */

/** The longest delay a timer keeps (about 24 days): "no limit" where 0 is not accepted. */
export const NO_TIME_LIMIT = 2_147_483_647;

/** Vitest `test` options without time limits: tests, hooks, and `expect.poll` / `expect.element`. */
export const untimed = /** @type {const} */ ({
  testTimeout: 0,
  hookTimeout: 0,
  expect: { poll: { timeout: NO_TIME_LIMIT } },
});

/**
 * A Vitest reporter that ends a run in which no test has started or finished for
 * `TEST_STALL_MINUTES` (10) minutes: something waits for what never comes. It prints the tests that
 * were running and exits with code 1, instead of holding CI or the machine forever.
 */
export class StallWatchdog {
  constructor(minutes = Number(process.env['TEST_STALL_MINUTES'] ?? 10)) {
    this.minutes = minutes;
    /** @type {Map<string, string>} */
    this.running = new Map();
    /** @type {NodeJS.Timeout | undefined} */
    this.timer = undefined;
  }

  onInit() {
    this.progress();
  }

  /** @param {{ id: string, fullName: string, module?: { moduleId: string } }} testCase */
  onTestCaseReady(testCase) {
    // With its file: a story named "Default" is in many.
    const file = testCase.module ? ` (${testCase.module.moduleId})` : '';
    this.running.set(testCase.id, `${testCase.fullName}${file}`);
    this.progress();
  }

  /** @param {{ id: string }} testCase */
  onTestCaseResult(testCase) {
    this.running.delete(testCase.id);
    this.progress();
  }

  onTestRunEnd() {
    clearTimeout(this.timer);
  }

  /** @private */
  progress() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      console.error(
        [
          `tests: nothing moved for ${String(this.minutes)} minutes; stopping the run. Running:`,
          ...[...this.running.values()].map((name) => `  ${name}`),
        ].join('\n'),
      );
      process.exit(1);
    }, this.minutes * 60_000);
    this.timer.unref();
  }
}
