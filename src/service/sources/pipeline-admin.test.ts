import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../store/keys-repo';
import { startIngestHarness, type IngestHarness } from '../ingest/pipeline/ingest-harness';
import { listSourcesVisibleTo, saveCatalogSource } from './catalog-repo';
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

  it.each(paths)('should add, disable, enable, list and remove through $name', async ({ name, admin }) => {
    const a = admin();
    const domain = `www.${name.replace(/\W/g, '')}-wire.example`;
    await a.save({ domain, feedUrls: ['https://feeds.example/a.xml'], isDefault: true, originCountry: 'GB' });
    await a.save({ domain, feedUrls: ['https://feeds.example/b.xml'] });
    expect(await a.setEnabled(domain, false)).toBe(true);
    const listed = (await a.list()).find((s) => s.domain === domain);
    expect(listed).toMatchObject({
      isDefault: true,
      originCountry: 'GB',
      enabled: false,
      feedUrls: ['https://feeds.example/a.xml', 'https://feeds.example/b.xml'],
    });
    expect(await a.setEnabled(domain, true)).toBe(true);
    expect(await a.remove(domain)).toBe(true);
    expect(await a.remove(domain)).toBe(false);
    expect(await a.setEnabled(domain, true)).toBe(false);
  });

  it("should list a custom source only to its key's account", async () => {
    const owner = await createApiKey(h.service.db, { name: 'owner', plan: 'free' });
    const other = await createApiKey(h.service.db, { name: 'other', plan: 'free' });
    await saveCatalogSource(h.service.db, {
      domain: 'blog.owner-custom.example',
      feedUrls: ['https://blog.owner-custom.example/feed'],
      customForKey: owner.record.id,
    });
    const mine = await listSourcesVisibleTo(h.service.db, owner.record.id);
    const theirs = await listSourcesVisibleTo(h.service.db, other.record.id);
    expect(mine.find((s) => s.domain === 'blog.owner-custom.example')?.customForKey).toBe(owner.record.id);
    expect(theirs.some((s) => s.domain === 'blog.owner-custom.example')).toBe(false);
  });
});
