import { configure } from 'storybook/test';
import { NO_TIME_LIMIT } from '../scripts/test-timing.mjs';

// In `npm run test:stories`, `findBy*` and `waitFor` in play functions wait as long as it takes (their
// default gives up after one second, which a loaded machine can miss: scripts/test-timing.mjs). The
// run's stall watchdog stops a play function that waits for what never comes. Storybook in the
// browser keeps the default, so a designer sees a failing play function fail.
configure({ asyncUtilTimeout: NO_TIME_LIMIT });
