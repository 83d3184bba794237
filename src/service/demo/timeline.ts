/** @module Publish times: 90 days back from `now`, denser on weekdays and in the source region's market hours. */
import { cumulative, pickCumulative, type Rng } from './prng';
import type { Region } from './sources';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Live articles are at least this old, so an indexing time a few minutes after publication is still in the past. */
const LIVE_MIN_AGE = 8 * 60_000;

/** Relative publishing activity per UTC hour. */
const HOUR_WEIGHTS: Readonly<Record<Region, readonly number[]>> = {
  // New York 08:00–17:00 ≈ 12–21 UTC.
  americas: [
    0.2, 0.15, 0.1, 0.1, 0.1, 0.1, 0.1, 0.15, 0.2, 0.3, 0.5, 0.8, 1, 1, 1, 1, 1, 1, 1, 1, 0.9, 0.7, 0.5, 0.3,
  ],
  // London / Frankfurt 07:00–18:00 local ≈ 06–17 UTC.
  europe: [
    0.1, 0.1, 0.1, 0.1, 0.15, 0.4, 0.9, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0.9, 0.6, 0.4, 0.3, 0.2, 0.15, 0.1, 0.1,
  ],
  // Tokyo / Hong Kong / Mumbai sessions ≈ 23–10 UTC.
  asia: [
    1, 1, 1, 1, 1, 1, 1, 0.9, 0.8, 0.6, 0.4, 0.3, 0.2, 0.15, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.15, 0.3, 0.6,
    0.9,
  ],
};

export interface Timeline {
  /** A time in the window, up to an hour before `now`. */
  draw(rng: Rng, region: Region): Date;
  /** A time within the last hour before `now`. */
  live(rng: Rng): Date;
}

export function createTimeline(now: Date, days: number): Timeline {
  const end = now.getTime() - HOUR;
  const first = Math.ceil((now.getTime() - days * DAY) / HOUR) * HOUR;
  const starts: number[] = [];
  for (let t = first; t + HOUR <= end; t += HOUR) starts.push(t);
  const sums = new Map<Region, number[]>();
  for (const region of Object.keys(HOUR_WEIGHTS) as Region[]) {
    const hourly = HOUR_WEIGHTS[region];
    const weights = starts.map((t) => {
      const d = new Date(t);
      const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
      return (hourly[d.getUTCHours()] ?? 0.1) * (weekend ? 0.3 : 1);
    });
    sums.set(region, cumulative(weights));
  }
  // Whole seconds, as publishers stamp them.
  const second = (ms: number): Date => new Date(Math.floor(ms / 1000) * 1000);
  return {
    draw(rng, region) {
      const start = starts[pickCumulative(sums.get(region) ?? [], rng.next())] ?? first;
      return second(start + rng.next() * HOUR);
    },
    live(rng) {
      return second(now.getTime() - rng.float(LIVE_MIN_AGE, HOUR - 60_000));
    },
  };
}
