import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPgNotifyHub, type PgNotifyHub } from './pg-notify';
import type { Db } from '../store/db';
import { openPgDb } from '../store/pg-db';
import { ENGINES } from '../testing/engines';
import { openIsolatedPostgres } from '../testing/test-service';
import {
  createMemoryLiveSignals,
  createPgLiveSignals,
  LIVE_SIGNALS_CHANNEL,
  type LiveSignal,
  type LiveSignals,
} from './live-signals';

const PREEMPT: LiveSignal = { kind: 'preempt', leaseId: 'old-lease', newLeaseId: 'new-lease' };

function received(signals: LiveSignals): LiveSignal[] {
  const got: LiveSignal[] = [];
  signals.on((s) => got.push(s));
  return got;
}

describe('memory live signals', () => {
  it('delivers each signal to every listener, the publisher included, before publish resolves', async () => {
    const signals = createMemoryLiveSignals();
    const [one, two] = [received(signals), received(signals)];
    await signals.publish(PREEMPT);
    await signals.publish({ kind: 'keys-changed' });
    expect(one).toEqual([PREEMPT, { kind: 'keys-changed' }]);
    expect(two).toEqual(one);
  });

  it('reports a throwing listener and still reaches the others; stops after unsubscribe and close', async () => {
    const errors: unknown[] = [];
    const signals = createMemoryLiveSignals((e) => errors.push(e));
    signals.on(() => {
      throw new Error('listener failed');
    });
    const kept = received(signals);
    const left: LiveSignal[] = [];
    const off = signals.on((s) => left.push(s));
    off();
    await signals.publish(PREEMPT);
    expect(kept).toEqual([PREEMPT]);
    expect(left).toEqual([]);
    expect(errors).toEqual([new Error('listener failed')]);
    await signals.close();
    await signals.close();
    await signals.publish(PREEMPT);
    expect(kept).toEqual([PREEMPT]);
  });
});

describe.skipIf(ENGINES.find((e) => e.engine === 'postgres')?.skip ?? true)(
  'PostgreSQL live signals across instances [postgres]',
  () => {
    const instances: { db: Db; hub: PgNotifyHub; signals: LiveSignals; errors: unknown[] }[] = [];
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const isolated = await openIsolatedPostgres();
      drop = isolated.drop;
      for (let i = 0; i < 2; i += 1) {
        const db = await openPgDb({ url: isolated.url, maxConnections: 2 });
        const errors: unknown[] = [];
        const hub = await openPgNotifyHub({
          connectionString: isolated.url,
          db,
          onError: (e) => errors.push(e),
        });
        instances.push({ db, hub, signals: createPgLiveSignals(hub, (e) => errors.push(e)), errors });
      }
    });
    afterAll(async () => {
      for (const i of instances) {
        await i.signals.close();
        await i.hub.close();
        await i.db.close();
      }
      await drop?.();
    });

    it("each instance receives the other's signals and its own, in order", async () => {
      const [a, b] = instances;
      if (!a || !b) throw new Error('two instances');
      const [onA, onB] = [received(a.signals), received(b.signals)];
      await Promise.all([a.hub.listening(), b.hub.listening()]);
      await a.signals.publish(PREEMPT);
      await b.signals.publish({ kind: 'keys-changed' });
      const expected = [PREEMPT, { kind: 'keys-changed' }];
      await vi.waitFor(() => expect(onA).toEqual(expected));
      await vi.waitFor(() => expect(onB).toEqual(expected));
    });

    it('reports and ignores a malformed payload', async () => {
      const [a, b] = instances;
      if (!a || !b) throw new Error('two instances');
      const onB = received(b.signals);
      await b.hub.listening();
      const raw = a.hub.channel(LIVE_SIGNALS_CHANNEL);
      await raw.notify('not json');
      await raw.notify('{"kind":"preempt","leaseId":"x"}');
      await a.signals.publish({ kind: 'keys-changed' });
      await vi.waitFor(() => expect(onB).toEqual([{ kind: 'keys-changed' }]));
      expect(b.errors.map(String)).toEqual([
        expect.stringMatching(/malformed signal "not json"/),
        expect.stringMatching(/malformed signal/),
      ]);
    });
  },
);
