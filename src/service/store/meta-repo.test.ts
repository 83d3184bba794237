import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import type { Db } from './db';
import { getMeta, getOrInsertMeta } from './meta-repo';

describe.each(ENGINES)('meta [$engine]', ({ engine, skip }) => {
  let db: Db;
  beforeAll(async () => {
    if (!skip) db = await openMigratedStore(engine, 5);
  });
  afterAll(async () => db?.close());

  it.skipIf(skip)('getOrInsertMeta stores the first value and returns it ever after', async () => {
    expect(await getOrInsertMeta(db, 'test.first', 'one')).toBe('one');
    expect(await getOrInsertMeta(db, 'test.first', 'two')).toBe('one');
    expect(await getMeta(db, 'test.first')).toBe('one');
  });

  it.skipIf(skip)('callers racing on an absent key all get the one value stored', async () => {
    const values = await Promise.all(
      Array.from({ length: 8 }, (_, i) => getOrInsertMeta(db, 'test.race', `value-${i}`)),
    );
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toBe(await getMeta(db, 'test.race'));
  });
});
