import type { Reporter, TestCase } from '@playwright/test/reporter';

/**
 * Journeys have no time limits: a loaded machine makes them slower, not wrong. What this reporter
 * stops is a run that makes no progress at all: when no step of any journey (an action, an
 * assertion, a hook) has begun or ended for this many minutes, something waits for what never comes
 * (a renamed label, a server that stopped answering). It then interrupts the run as Ctrl+C would,
 * which prints what each journey was waiting for and fails the run, instead of holding CI or the
 * machine forever. `E2E_STALL_MINUTES` changes it.
 */
const STALL_MINUTES = Number(process.env['E2E_STALL_MINUTES'] ?? 10);

export default class StallWatchdog implements Reporter {
  private timer: NodeJS.Timeout | undefined;
  private readonly waiting = new Map<TestCase, string>();

  onBegin(): void {
    this.progress();
  }

  onTestBegin(test: TestCase): void {
    this.waiting.set(test, 'starting');
    this.progress();
  }

  onStepBegin(test: TestCase, _result: unknown, step: { title: string }): void {
    this.waiting.set(test, step.title);
    this.progress();
  }

  onStepEnd(): void {
    this.progress();
  }

  onTestEnd(test: TestCase): void {
    this.waiting.delete(test);
    this.progress();
  }

  onEnd(): void {
    clearTimeout(this.timer);
  }

  printsToStdio(): boolean {
    return false;
  }

  private progress(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.stop();
    }, STALL_MINUTES * 60_000);
    this.timer.unref();
  }

  private stop(): void {
    const waits = [...this.waiting].map(
      ([test, step]) => `  ${test.titlePath().slice(1).join(' › ')}: ${step}`,
    );
    console.error(
      [`e2e: nothing moved for ${String(STALL_MINUTES)} minutes; stopping the run. Waiting:`, ...waits].join(
        '\n',
      ),
    );
    process.kill(process.pid, 'SIGINT');
  }
}
