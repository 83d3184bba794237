/**
 * @module How a test that cannot run here says so: one `SKIPPED: <what>: <why>` line on stderr, which the CI
 * summary (.ci/summarize.mjs) collects. A server the suite needs (PostgreSQL, Redis) being unreachable is a
 * skip on a developer's machine but a failure under CI, where a skip would pass the run without testing.
 */

/** The start of every skip line; .ci/summarize.mjs looks for it. */
export const SKIP_LINE_PREFIX = 'SKIPPED: ';

export function announceSkip(what: string, reason: string): void {
  console.warn(`${SKIP_LINE_PREFIX}${what}: ${reason}`);
}

/** Whether the tests run under CI (`CI` set to anything but empty, `0` or `false`). */
export function underCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const ci = env.CI?.trim().toLowerCase();
  return ci !== undefined && ci !== '' && ci !== '0' && ci !== 'false';
}

/**
 * A required server is unreachable: under CI this throws (the test file fails with the reason); elsewhere
 * it announces the skip and returns false, for `describe.skipIf(!reachable)`.
 */
export function requiredServerUnreachable(
  what: string,
  reason: string,
  env: NodeJS.ProcessEnv = process.env,
): false {
  if (underCi(env)) throw new Error(`${what} must run under CI, but ${reason}`);
  announceSkip(what, reason);
  return false;
}
