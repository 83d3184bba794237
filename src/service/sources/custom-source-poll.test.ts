/** The poller polls a custom source like any other; what it ingests is searched by its account only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIngestHarness, type IngestHarness } from '../ingest/testing/ingest-harness';
import { createPoller } from '../ingest/poller/poller';
import { createApiKey } from '../store/keys-repo';
import { apiClient } from '../testing/http-client';
import { findSourceRecord } from '../store/sources-repo';
import { saveSource } from './save-source';

const DOMAIN = 'letters.owner-desk.example';

type Page = { articles: { link: string; source: string }[] };

describe('a custom source under the poller', () => {
  let h: IngestHarness;
  let owner: string;
  let other: string;
  beforeAll(async () => {
    h = await startIngestHarness();
    owner = (await createApiKey(h.service.db, { name: 'owner-desk', plan: 'free' })).key;
    other = (await createApiKey(h.service.db, { name: 'other-desk', plan: 'free' })).key;
  });
  afterAll(async () => h.close());

  it("ingests its feed under its domain, found by the owner's default search only", async () => {
    const feed = h.serveFeed(
      [{ slug: 'letter', title: 'Wobblethorn fund letter to partners', summary: 'Quarterly letter.' }],
      '/owner/feed.xml',
    );
    const saved = await saveSource(h.service.db, { domain: DOMAIN, feedUrls: [feed], forKey: 'owner-desk' });
    expect(saved.saved).toBe(true);
    const poller = createPoller({
      db: h.service.db,
      events: h.events,
      log: { info: () => undefined, warn: () => undefined, debug: () => undefined },
      allowPrivateNetworks: true,
    });
    const source = await findSourceRecord(h.service.db, DOMAIN);
    if (!source) throw new Error('custom source not stored');
    expect(await poller.pollNow(source)).toMatchObject({ ok: true, counts: { created: 1 } });
    await poller.stop();

    const search = (key: string) =>
      apiClient(h.service.url, key).post<Page>('/v2/articles', { query: 'wobblethorn' });
    expect((await search(owner)).body.articles).toEqual([
      expect.objectContaining({ link: `${h.fixtures.url}/news/letter`, source: DOMAIN }),
    ]);
    expect((await search(other)).body.articles).toEqual([]);
  });
});
