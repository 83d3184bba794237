import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { createApiKey } from './keys-repo';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import {
  findSourceRecord,
  recordPollFailure,
  recordPollSuccess,
  removeSource,
  saveSourceRecord,
  type FeedValidators,
} from './sources-repo';

const DOMAIN = 'www.validators-wire.example';
const feed = (name: string) => `https://feeds.validators-wire.example/${name}.xml`;
const validatorsOf = (...names: string[]): FeedValidators =>
  Object.fromEntries(names.map((name) => [feed(name), { etag: `"${name}"`, lastModified: null }]));
const storedValidators = async (db: Db) => (await findSourceRecord(db, DOMAIN))?.validators;
const AT = new Date('2026-11-25T10:00:00Z');

describe.each(ENGINES)('catalog validators [$engine]', ({ engine, skip }) => {
  let db: Db;
  beforeEach(async () => {
    if (skip) return;
    db = await openMigratedStore(engine);
    await saveSourceRecord(db, { domain: DOMAIN, feedUrls: [feed('markets'), feed('companies')] });
  });
  afterEach(async () => {
    if (!skip) await db.close();
  });

  it.skipIf(skip)(
    'keeps the validators of every listed feed a poll records, on success and failure',
    async () => {
      await recordPollSuccess(db, DOMAIN, validatorsOf('markets', 'companies'), AT);
      expect(await storedValidators(db)).toEqual(validatorsOf('markets', 'companies'));
      expect(await recordPollFailure(db, DOMAIN, 'companies: HTTP 500', AT, validatorsOf('markets'))).toBe(1);
      expect(await storedValidators(db)).toEqual(validatorsOf('markets'));
    },
  );

  it.skipIf(skip)(
    'drops the old feeds’ validators when a poll ends after its source was removed and added again with other feeds',
    async () => {
      const polled = validatorsOf('markets', 'companies');
      await removeSource(db, DOMAIN);
      await saveSourceRecord(db, { domain: DOMAIN, feedUrls: [feed('companies'), feed('wire')] });
      await recordPollSuccess(db, DOMAIN, polled, AT);
      expect(await storedValidators(db)).toEqual(validatorsOf('companies'));
      await removeSource(db, DOMAIN);
      await saveSourceRecord(db, { domain: DOMAIN, feedUrls: [feed('wire')] });
      expect(await recordPollFailure(db, DOMAIN, 'wire: timeout', AT, polled)).toBe(1);
      expect(await storedValidators(db)).toEqual({});
    },
  );

  it.skipIf(skip)(
    'drops, on the next save, validators stored for feeds the source does not list (rows written before this rule)',
    async () => {
      const orphaned = { ...validatorsOf('markets'), ...validatorsOf('retired') };
      await db.query('UPDATE sources SET validators = $2::jsonb WHERE domain = $1', [
        DOMAIN,
        JSON.stringify(orphaned),
      ]);
      await saveSourceRecord(db, { domain: DOMAIN, feedUrls: [feed('wire')] });
      const source = await findSourceRecord(db, DOMAIN);
      expect(source?.feedUrls).toEqual([feed('companies'), feed('markets'), feed('wire')].sort());
      expect(source?.validators).toEqual(validatorsOf('markets'));
    },
  );

  it.skipIf(skip)(
    'leaves validators alone when a save is refused or a poll records on a removed source',
    async () => {
      const custom = 'blog.validators-custom.example';
      const owner = await createApiKey(db, { name: 'validators-owner', plan: 'free' });
      await saveSourceRecord(db, {
        domain: custom,
        feedUrls: [`https://${custom}/feed`],
        customForKey: owner.record.id,
      });
      await db.query('UPDATE sources SET validators = $2::jsonb WHERE domain = $1', [
        custom,
        JSON.stringify({ 'https://elsewhere.example/old.xml': { etag: '"x"' } }),
      ]);
      // A save for the shared catalog is refused (no row returned): nothing of the row changes.
      expect(await saveSourceRecord(db, { domain: custom, feedUrls: [`https://${custom}/atom`] })).toBe(
        false,
      );
      expect((await findSourceRecord(db, custom))?.validators).toEqual({
        'https://elsewhere.example/old.xml': { etag: '"x"' },
      });
      await removeSource(db, DOMAIN);
      await recordPollSuccess(db, DOMAIN, validatorsOf('markets'), AT);
      expect(await findSourceRecord(db, DOMAIN)).toBeNull();
    },
  );
});
