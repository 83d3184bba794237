import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWakeLoop, type WakeLoop } from './wake-loop';

/** Lets every settled promise's continuations run. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

type Step = 'kick' | 'ok' | 'fail' | 'more';

/** A loop whose rounds each wait until the test ends them, recording what ran when. */
function gatedLoop() {
  const ends: { settle(outcome: Exclude<Step, 'kick'>): void }[] = [];
  const errors: unknown[] = [];
  const seen = { starts: 0, active: 0, maxActive: 0, aborted: [] as boolean[] };
  const loop = startWakeLoop({
    round: (s) => {
      seen.starts += 1;
      seen.active += 1;
      seen.maxActive = Math.max(seen.maxActive, seen.active);
      return new Promise<boolean>((resolve, reject) => {
        ends.push({
          settle: (outcome) => {
            seen.active -= 1;
            seen.aborted.push(s.aborted);
            if (outcome === 'fail') reject(new Error('round failed'));
            else resolve(outcome === 'more');
          },
        });
      });
    },
    onError: (error) => errors.push(error),
  });
  const endOne = async (outcome: Exclude<Step, 'kick'>): Promise<boolean> => {
    const end = ends.shift();
    end?.settle(outcome);
    await flush();
    return end !== undefined;
  };
  return { loop, seen, errors, endOne, pending: () => ends.length };
}

const steps = fc.array(fc.constantFrom<Step>('kick', 'kick', 'ok', 'fail', 'more'), { maxLength: 40 });

describe('startWakeLoop', () => {
  const loops: WakeLoop[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(loops.splice(0).map((loop) => loop.stop()));
  });

  it('runs a first round at once', async () => {
    const { loop, seen, endOne } = gatedLoop();
    expect(seen.starts).toBe(1);
    await endOne('ok');
    await loop.stop();
  });

  it('runs a round after the last kick, never two at once, whatever the interleaving and failures', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (script) => {
        const { loop, seen, errors, endOne, pending } = gatedLoop();
        let startsBeforeLastKick = 0;
        let kicks = 0;
        let failed = 0;
        let more = 0;
        for (const step of script) {
          if (step === 'kick') {
            startsBeforeLastKick = seen.starts;
            kicks += 1;
            loop.kick();
          } else if (await endOne(step)) {
            if (step === 'fail') failed += 1;
            if (step === 'more') more += 1;
          }
        }
        while (pending() > 0) await endOne('ok');
        await loop.idle();

        expect(seen.maxActive).toBe(1);
        expect(seen.starts).toBeGreaterThan(startsBeforeLastKick);
        // A kick asks for at most one round: the first round, one per kick, one per "more" at most.
        expect(seen.starts).toBeLessThanOrEqual(1 + kicks + more);
        expect(errors).toHaveLength(failed);
        await loop.stop();
      }),
    );
  });

  it('stop() waits for the round in progress, aborts its signal and takes no more kicks', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (script) => {
        const { loop, seen, endOne, pending } = gatedLoop();
        for (const step of script) {
          if (step === 'kick') loop.kick();
          else await endOne(step);
        }
        const roundRunning = pending() > 0;
        let stopped = false;
        const stopping = loop.stop().then(() => (stopped = true));
        await flush();
        expect(stopped).toBe(!roundRunning);
        const starts = seen.starts;
        loop.kick();
        // Even a round asking for more ends the loop once it is stopping.
        while (pending() > 0) await endOne('more');
        await stopping;
        expect(stopped).toBe(true);
        expect(seen.starts).toBe(starts);
        if (roundRunning) expect(seen.aborted.at(-1)).toBe(true);
      }),
    );
  });

  it('keeps going after a round that throws before it waits', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    const loop = startWakeLoop({
      round: () => {
        rounds += 1;
        throw new Error('synchronous failure');
      },
      onError: (error) => errors.push(error),
    });
    loops.push(loop);
    await loop.idle();
    loop.kick();
    await loop.idle();
    expect(rounds).toBe(2);
    expect(errors).toHaveLength(2);
  });

  it('kicks itself every everyMs and stops doing so once stopped', async () => {
    vi.useFakeTimers();
    let rounds = 0;
    const loop = startWakeLoop({
      round: async () => {
        rounds += 1;
        return false;
      },
      onError: () => undefined,
      everyMs: 1_000,
    });
    await loop.idle();
    expect(rounds).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(rounds).toBe(4);
    await loop.stop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(rounds).toBe(4);
  });

  it('idle() resolves after the rounds asked for during the current one', async () => {
    const { loop, seen, endOne } = gatedLoop();
    loop.kick();
    let idle = false;
    const waiting = loop.idle().then(() => (idle = true));
    await endOne('ok');
    expect(idle).toBe(false);
    expect(seen.starts).toBe(2);
    await endOne('ok');
    await waiting;
    expect(idle).toBe(true);
    await loop.stop();
  });
});
