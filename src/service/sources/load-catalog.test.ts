import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../store/db';
import { createApiKey } from '../store/keys-repo';
import { openMigratedTestPglite } from '../testing/pglite-template';
import {
  findSourceRecord,
  listSourceRecords,
  removeSource,
  saveSourceRecord,
  setSourceEnabled,
} from '../store/sources-repo';
import { loadDefaultCatalog, readDefaultCatalog } from './load-catalog';

let db: Db;
beforeEach(async () => {
  db = await openMigratedTestPglite();
});
afterEach(async () => {
  await db.close();
});

describe('readDefaultCatalog', () => {
  it('should ship real publishers with feeds, large ones default', () => {
    const catalog = readDefaultCatalog();
    expect(catalog.length).toBeGreaterThanOrEqual(15);
    expect(catalog.length).toBeLessThanOrEqual(25);
    expect(catalog.filter((e) => e.default).length).toBeGreaterThan(5);
    expect(new Set(catalog.map((e) => e.domain)).size).toBe(catalog.length);
  });
});

describe('loadDefaultCatalog', () => {
  it('should load every entry on first start', async () => {
    const catalog = readDefaultCatalog();
    await loadDefaultCatalog(db, catalog);
    const stored = await listSourceRecords(db);
    expect(stored.map((s) => s.domain).sort()).toEqual(catalog.map((e) => e.domain).sort());
    const cnbc = await findSourceRecord(db, 'www.cnbc.com');
    expect(cnbc?.isDefault).toBe(true);
    expect(cnbc?.feedUrls.length).toBeGreaterThan(0);
  });

  it('should not undo an operator disabling or removing a source', async () => {
    await loadDefaultCatalog(db);
    await setSourceEnabled(db, 'www.cnbc.com', false);
    await removeSource(db, 'www.ft.com');
    expect(await loadDefaultCatalog(db)).toEqual([]);
    expect((await findSourceRecord(db, 'www.cnbc.com'))?.enabled).toBe(false);
    expect(await findSourceRecord(db, 'www.ft.com')).toBeNull();
  });

  it('should give feeds to a domain first seen through articles, keeping its flags', async () => {
    await db.query(`INSERT INTO sources (domain, is_default, enabled) VALUES ('www.cnbc.com', false, false)`);
    await loadDefaultCatalog(db);
    const cnbc = await findSourceRecord(db, 'www.cnbc.com');
    expect(cnbc?.feedUrls.length).toBeGreaterThan(0);
    expect(cnbc?.enabled).toBe(false);
  });

  it("should leave an account's custom source of a domain the catalog later ships", async () => {
    const owner = await createApiKey(db, { name: 'owner', plan: 'free' });
    await saveSourceRecord(db, { domain: 'www.cnbc.com', feedUrls: [], customForKey: owner.record.id });
    await loadDefaultCatalog(db);
    expect(await findSourceRecord(db, 'www.cnbc.com')).toMatchObject({
      customForKey: owner.record.id,
      isDefault: false,
      feedUrls: [],
    });
  });
});
