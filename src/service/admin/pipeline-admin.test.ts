import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '../store/keys-repo';
import { listSources } from '../store/sources-repo';
import { createCompanyMatcher } from '../enrich/companies/match-companies';
import { enrichArticle } from '../enrich/enrich-article';
import { findArticleByLink, writeArticle } from '../store/articles-repo';
import { FIXTURE_ARTICLES } from '../testing/fixture-articles';
import { startIngestHarness, type IngestHarness } from '../ingest/testing/ingest-harness';
import { findSourceRecord } from '../store/sources-repo';
import { claimPollableSources, finishPollClaim } from '../store/poll-claims-repo';
import { directPipelineAdmin, httpPipelineAdmin, type PipelineAdmin } from './pipeline-admin';

describe('sources administration', () => {
  let h: IngestHarness;
  beforeAll(async () => {
    h = await startIngestHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const paths: { name: string; admin: () => PipelineAdmin }[] = [
    { name: 'the store', admin: () => directPipelineAdmin(h.service.db, false) },
    { name: 'the running service', admin: () => httpPipelineAdmin(h.service.url, h.adminToken) },
  ];
  const slug = (name: string) => name.replace(/\W/g, '');

  it.each(paths)('should add, disable, enable, list and remove through $name', async ({ name, admin }) => {
    const a = admin();
    const domain = `www.${slug(name)}-wire.example`;
    await a.save({ domain, feedUrls: ['https://feeds.example/a.xml'], isDefault: true, originCountry: 'GB' });
    await a.save({ domain, feedUrls: ['https://feeds.example/b.xml'] });
    expect(await a.setEnabled(domain, false)).toBe(true);
    const listed = (await a.list()).find((s) => s.domain === domain);
    expect(listed).toMatchObject({
      isDefault: true,
      originCountry: 'GB',
      enabled: false,
      feedUrls: ['https://feeds.example/a.xml', 'https://feeds.example/b.xml'],
      customForKey: null,
    });
    expect(await a.setEnabled(domain, true)).toBe(true);
    expect(await a.remove(domain)).toEqual({ domain, customForKey: null, articlesDeleted: 0 });
    expect(await a.remove(domain)).toBeNull();
    expect(await a.setEnabled(domain, true)).toBe(false);
  });

  it.each(paths)(
    'should refresh the search statistics at the end of an import through $name',
    async ({ admin }) => {
      const a = admin();
      await h.service.db.exec("UPDATE pg_class SET reltuples = -1 WHERE oid = 'articles'::regclass");
      expect(await a.finishImport()).toMatchObject({ ran: true });
      const [stats] = await h.service.db.query<{ n: number }>(
        `SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'articles'::regclass`,
      );
      expect(stats?.n).toBeGreaterThan(0);
    },
  );

  it.each(paths)("should add a custom source for a key's account through $name", async ({ name, admin }) => {
    const a = admin();
    const owner = await createApiKey(h.service.db, { name: `owner-${slug(name)}`, plan: 'free' });
    const other = await createApiKey(h.service.db, { name: `other-${slug(name)}`, plan: 'free' });
    const domain = `blog.${slug(name)}-custom.example`;
    const saved = await a.save({
      domain,
      feedUrls: [`https://${domain}/feed`],
      forKey: `owner-${slug(name)}`,
    });
    expect(saved).toEqual({ saved: true, domain, customForKey: owner.record.id });
    // Adding feeds again by id keeps it the same account's.
    const again = await a.save({
      domain,
      feedUrls: [`https://${domain}/atom`],
      forKey: String(owner.record.id),
    });
    expect(again.saved).toBe(true);
    expect((await a.list()).find((s) => s.domain === domain)).toMatchObject({
      customForKey: owner.record.id,
      isDefault: false,
      feedUrls: [`https://${domain}/atom`, `https://${domain}/feed`],
    });
    const mine = await listSources(h.service.db, owner.record.id);
    expect(mine.find((s) => s.domain === domain)).toMatchObject({ isCustom: true, isDefault: true });
    expect((await listSources(h.service.db, other.record.id)).some((s) => s.domain === domain)).toBe(false);
  });

  it.each(paths)(
    'should refuse what would share or take over a domain through $name',
    async ({ name, admin }) => {
      const a = admin();
      const owner = await createApiKey(h.service.db, { name: `refusals-${slug(name)}`, plan: 'free' });
      const other = await createApiKey(h.service.db, { name: `rival-${slug(name)}`, plan: 'free' });
      const custom = `own.${slug(name)}-refusals.example`;
      expect((await a.save({ domain: custom, feedUrls: [], forKey: String(owner.record.id) })).saved).toBe(
        true,
      );
      const catalogDomain = FIXTURE_ARTICLES[0]?.source ?? 'www.wire.example';
      const cases = [
        {
          request: { domain: catalogDomain, forKey: String(owner.record.id) },
          code: 'sources.catalog_domain',
        },
        { request: { domain: custom, forKey: String(other.record.id) }, code: 'sources.other_account' },
        { request: { domain: custom }, code: 'sources.custom_domain' },
        { request: { domain: custom, isDefault: true }, code: 'sources.custom_domain' },
        { request: { domain: `x.${custom}`, forKey: 'nobody-has-this-name' }, code: 'sources.unknown_key' },
        {
          request: { domain: `y.${custom}`, forKey: String(owner.record.id), isDefault: true },
          code: 'sources.custom_default',
        },
      ] as const;
      for (const { request, code } of cases) {
        const outcome = await a.save({ feedUrls: ['https://feeds.example/x.xml'], ...request });
        expect(
          outcome.saved ? null : outcome.refusal.code,
          `${request.domain} ${JSON.stringify(request)}`,
        ).toBe(code);
      }
      // Nothing changed: still the owner's, not default, no feeds added.
      expect(await findSourceRecord(h.service.db, custom)).toMatchObject({
        customForKey: owner.record.id,
        isDefault: false,
        feedUrls: [],
      });
      expect(await findSourceRecord(h.service.db, `x.${custom}`)).toBeNull();
    },
  );

  it.each(paths)(
    'should refuse a domain with articles in the shared index through $name',
    async ({ name, admin }) => {
      const a = admin();
      const owner = await createApiKey(h.service.db, { name: `late-${slug(name)}`, plan: 'free' });
      const domain = `gone.${slug(name)}-shared.example`;
      const base = FIXTURE_ARTICLES[0];
      if (!base) throw new Error('fixture corpus is empty');
      // Its catalog entry was removed; its articles stayed searchable by every key.
      await writeArticle(h.service.db, { ...base, link: `https://${domain}/a`, source: domain });
      expect(await a.remove(domain)).toMatchObject({ customForKey: null, articlesDeleted: 0 });
      const outcome = await a.save({ domain, feedUrls: [], forKey: String(owner.record.id) });
      expect(outcome.saved ? null : outcome.refusal).toMatchObject({
        code: 'sources.shared_articles',
        message: `${domain} already has articles in the shared index; a custom source needs a domain of its own`,
      });
    },
  );

  it.each(paths)(
    "should delete a custom source's articles with it through $name",
    async ({ name, admin }) => {
      const a = admin();
      const owner = await createApiKey(h.service.db, { name: `remover-${slug(name)}`, plan: 'free' });
      const domain = `private.${slug(name)}-removed.example`;
      expect((await a.save({ domain, feedUrls: [], forKey: String(owner.record.id) })).saved).toBe(true);
      const base = FIXTURE_ARTICLES[0];
      if (!base) throw new Error('fixture corpus is empty');
      for (const path of ['a', 'b']) {
        await writeArticle(h.service.db, { ...base, link: `https://${domain}/${path}`, source: domain });
      }
      expect(await a.remove(domain)).toEqual({ domain, customForKey: owner.record.id, articlesDeleted: 2 });
      const left = await h.service.db.query('SELECT 1 FROM articles WHERE source = $1', [domain]);
      expect(left).toHaveLength(0);
    },
  );

  it.each(paths)('should enrich stored articles again through $name', async ({ name, admin }) => {
    const a = admin();
    const link = `https://www.${slug(name)}-retag.example/nvidia`;
    const stored = enrichArticle(
      {
        link,
        source: `www.${slug(name)}-retag.example`,
        title: 'Nvidia raises its revenue forecast on data-centre demand',
        summary: null,
        content: null,
        publishDate: new Date('2026-11-20T09:00:00Z'),
        images: [],
      },
      createCompanyMatcher([]),
    );
    const written = await writeArticle(h.service.db, stored);
    const id = written.article?.id ?? 0;
    expect(written.article?.companies).toEqual([]);
    expect(await a.countArticles()).toBeGreaterThanOrEqual(1);
    const step = await a.reenrichBatch({ after: id - 1, limit: 1000 });
    expect(step).toMatchObject({ changed: 1, next: null });
    expect((await findArticleByLink(h.service.db, link))?.companies.map((c) => c.ticker)).toEqual(['NVDA']);
    expect(await a.reenrichBatch({ after: id - 1, limit: 1000 })).toMatchObject({ changed: 0 });
  });

  it('should refuse a re-enrichment step over the batch limit', async () => {
    await expect(
      httpPipelineAdmin(h.service.url, h.adminToken).reenrichBatch({ after: null, limit: 1001 }),
    ).rejects.toThrow(/service answered 400: .*limit must not be greater than 1000/);
  });

  it('should refuse a key name that several active keys share', async () => {
    await createApiKey(h.service.db, { name: 'twin', plan: 'free' });
    await createApiKey(h.service.db, { name: 'twin', plan: 'free' });
    const outcome = await directPipelineAdmin(h.service.db, false).save({
      domain: 'twin.custom.example',
      feedUrls: [],
      forKey: 'twin',
    });
    expect(outcome.saved ? null : outcome.refusal.code).toBe('sources.ambiguous_key');
  });

  it("should stop polling the custom sources of a revoked key's account", async () => {
    const owner = await createApiKey(h.service.db, { name: 'leaving', plan: 'free' });
    const domain = 'feed.leaving-custom.example';
    const admin = directPipelineAdmin(h.service.db, false);
    expect((await admin.save({ domain, feedUrls: [`https://${domain}/rss`], forKey: 'leaving' })).saved).toBe(
      true,
    );
    const polled = async (): Promise<boolean> => {
      const request = { claimant: 'probe', leaseMs: 60_000, now: null, domain };
      const claimed = await claimPollableSources(h.service.db, request);
      await finishPollClaim(h.service.db, domain, 'probe', 0, null);
      return claimed.length > 0;
    };
    expect(await polled()).toBe(true);
    await revokeApiKey(h.service.db, String(owner.record.id));
    expect(await polled()).toBe(false);
  });
});
