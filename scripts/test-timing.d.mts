/** Types of scripts/test-timing.mjs, for the Vitest configs that import it. */
export declare const NO_TIME_LIMIT: number;
export declare const untimed: {
  readonly testTimeout: 0;
  readonly hookTimeout: 0;
  readonly expect: { readonly poll: { readonly timeout: number } };
};
export declare class StallWatchdog {
  constructor(minutes?: number);
  onInit(): void;
  onTestCaseReady(testCase: { id: string; fullName: string }): void;
  onTestCaseResult(testCase: { id: string }): void;
  onTestRunEnd(): void;
}
