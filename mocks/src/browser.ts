import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

/** The MSW service worker for `npm run dev` and Storybook. */
export function createEmulatorWorker() {
  return setupWorker(...handlers);
}
