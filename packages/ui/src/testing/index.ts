// Test helpers for browser-mode tests of this package. Not part of the published entry.
export { describeDialogBehaviour, type DialogBehaviourOptions } from './dialogBehaviour.tsx';
export { holdIdleLoads } from './holdIdleLoads.ts';
