/** @module inHostZone: runs a describe block's tests with the process in another time zone, restored after. */
import { afterAll, beforeAll } from 'vitest';

/**
 * Call inside a describe: its tests run with TZ = `zone`. Pick one far from UTC, so a date read in the host's
 * zone instead of the one the text names is visibly wrong.
 */
export function inHostZone(zone: string): void {
  const hostZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (hostZone === undefined) delete process.env.TZ;
    else process.env.TZ = hostZone;
  });
}
