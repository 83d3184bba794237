import { describe, expect, it } from 'vitest';
import { createLifecycle, openWithin } from './lifecycle';

/** A lifecycle whose closes record their names in `closed`, and whose errors go to `failed`. */
function recorded() {
  const closed: string[] = [];
  const failed: [string, unknown][] = [];
  const lifecycle = createLifecycle((name, error) => failed.push([name, error]));
  const open = (name: string, close: () => Promise<void> | void = () => undefined) =>
    lifecycle.add(name, async () => {
      closed.push(name);
      await close();
    });
  return { lifecycle, closed, failed, open };
}

describe('createLifecycle', () => {
  it('closes in reverse order of registration, each after the one before has finished', async () => {
    const { lifecycle, closed, open } = recorded();
    open('store');
    open('transport', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      closed.push('transport closed');
    });
    open('http');
    await lifecycle.closeAll();
    expect(closed).toEqual(['http', 'transport', 'transport closed', 'store']);
  });

  it('runs every close when some fail, reports each, and rejects naming them after all ran', async () => {
    const { lifecycle, closed, failed, open } = recorded();
    const boom = new Error('pool already ended');
    open('store');
    open('limiter', () => {
      throw boom;
    });
    open('webhooks', () => Promise.reject(new Error('timed out')));
    open('http');
    const closing = lifecycle.closeAll();
    await expect(closing).rejects.toThrow('closing failed: webhooks: timed out; limiter: pool already ended');
    await expect(closing).rejects.toMatchObject({ errors: [{}, { cause: boom }] });
    expect(closed).toEqual(['http', 'webhooks', 'limiter', 'store']);
    expect(failed.map(([name]) => name)).toEqual(['webhooks', 'limiter']);
  });

  it('closes each resource once, however often it is asked to', async () => {
    const { lifecycle, closed, open } = recorded();
    open('store');
    open('http');
    const first = lifecycle.closeAll();
    const second = lifecycle.closeAll();
    expect(second).toBe(first);
    await first;
    await lifecycle.closeAll();
    expect(closed).toEqual(['http', 'store']);
  });

  it('closes at once what is registered after closing began', async () => {
    const { lifecycle, closed, open } = recorded();
    open('store');
    await lifecycle.closeAll();
    open('late');
    await Promise.resolve();
    expect(closed).toEqual(['store', 'late']);
  });
});

describe('openWithin', () => {
  it('when opening fails half-way, closes what was opened, last first, and rethrows the failure', async () => {
    const { lifecycle, closed, failed, open } = recorded();
    const refused = new Error('listen EADDRINUSE: address already in use 127.0.0.1:8080');
    const started = openWithin(lifecycle, async () => {
      open('store');
      open('limiter', () => {
        throw new Error('already closed');
      });
      open('http');
      throw refused;
    });
    await expect(started).rejects.toBe(refused);
    expect(closed).toEqual(['http', 'limiter', 'store']);
    expect(failed.map(([name]) => name)).toEqual(['limiter']);
  });

  it('closes nothing when opening succeeds', async () => {
    const { lifecycle, closed, open } = recorded();
    const value = await openWithin(lifecycle, async () => {
      open('store');
      return 42;
    });
    expect(value).toBe(42);
    expect(closed).toEqual([]);
    await lifecycle.closeAll();
    expect(closed).toEqual(['store']);
  });
});
