import { describe, expect, it } from 'vitest';
import { createHostQueue } from './host-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createHostQueue', () => {
  it('runs one task at a time per host, in order, and hosts in parallel', async () => {
    const queue = createHostQueue();
    const log: string[] = [];
    let inFlightA = 0;
    let maxA = 0;
    const task = (name: string, host: string) =>
      queue.run(`https://${host}/${name}`, async () => {
        if (host === 'a.example') maxA = Math.max(maxA, ++inFlightA);
        log.push(`start ${name}`);
        await tick();
        if (host === 'a.example') inFlightA -= 1;
        return name;
      });
    const results = await Promise.all([
      task('a1', 'a.example'),
      task('b1', 'b.example'),
      task('a2', 'a.example'),
    ]);
    expect(results).toEqual(['a1', 'b1', 'a2']);
    expect(maxA).toBe(1);
    expect(log.slice(0, 2)).toEqual(['start a1', 'start b1']);
    expect(queue.activeHosts).toBe(0);
  });

  it('keeps going after a failed task', async () => {
    const queue = createHostQueue();
    const failed = queue.run('https://a.example/x', () => Promise.reject(new Error('boom')));
    const next = queue.run('https://a.example/y', () => Promise.resolve('ok'));
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
  });
});
