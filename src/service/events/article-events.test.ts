import { describe, expect, it } from 'vitest';
import type { ArticleRecord } from '../model/article';
import { createMemoryEventBus } from './article-events';

const article = { id: 1, link: 'https://a.example/x', title: 'X' } as ArticleRecord;

describe('createMemoryEventBus', () => {
  it('should deliver each event to its own listeners only', () => {
    const bus = createMemoryEventBus();
    const created: string[] = [];
    const revised: string[] = [];
    bus.on('article.created', ({ article: a }) => created.push(a.link));
    bus.on('article.revised', ({ article: a }) => revised.push(a.link));
    bus.emit('article.created', { article });
    expect(created).toEqual([article.link]);
    expect(revised).toEqual([]);
  });

  it('should stop delivering after unsubscribe', () => {
    const bus = createMemoryEventBus();
    let n = 0;
    const off = bus.on('article.created', () => (n += 1));
    bus.emit('article.created', { article });
    off();
    bus.emit('article.created', { article });
    expect(n).toBe(1);
  });

  it('should report a throwing listener and still reach the others', () => {
    const errors: unknown[] = [];
    const bus = createMemoryEventBus((e) => errors.push(e));
    let reached = false;
    bus.on('article.revised', () => {
      throw new Error('boom');
    });
    bus.on('article.revised', () => (reached = true));
    bus.emit('article.revised', { article });
    expect(reached).toBe(true);
    expect(errors).toHaveLength(1);
  });
});
