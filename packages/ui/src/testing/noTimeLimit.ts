/**
 * A `waitFor` timeout that sets no limit, for play functions that watch something on the real clock
 * (a countdown): a loaded machine may make it later, never wrong. 2^31 - 1 ms (about 24 days) is the
 * longest delay a browser timer keeps; Infinity would fire at once.
 */
export const NO_TIME_LIMIT = 2 ** 31 - 1;
