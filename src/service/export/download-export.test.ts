import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleV2 } from '../../contract';
import { EXPORT_SOURCE, plansWithQuotas, seedExportCorpus } from '../testing/export-corpus';
import { startTestService, type TestService } from '../testing/test-service';
import { downloadExport } from './download-export';

const SCOPE = { sources: [EXPORT_SOURCE] };

/** A fetch whose first `breaks` answers lose the connection after `lines` lines of their body. */
function breakingFetch(lines: number, breaks: number): typeof fetch {
  let broken = 0;
  return async (input, init) => {
    const res = await fetch(input, init);
    if (broken >= breaks || !res.body) return res;
    broken += 1;
    let seen = 0;
    const cut = new TransformStream<Uint8Array, Uint8Array>({
      transform(part, controller) {
        seen += part.filter((byte) => byte === 0x0a).length;
        if (seen > lines) controller.error(new TypeError('terminated'));
        else controller.enqueue(part);
      },
    });
    return new Response(res.body.pipeThrough(cut), { status: res.status, headers: res.headers });
  };
}

describe('downloadExport (npm run export)', () => {
  let service: TestService;
  let whole: string;

  async function download(
    body: Record<string, unknown>,
    options: { plan?: string; fetch?: typeof fetch } = {},
  ) {
    let out = '';
    const result = await downloadExport({
      url: service.url,
      key: service.keys[options.plan ?? 'enterprise'] as string,
      body,
      fetch: options.fetch,
      write: (text) => {
        out += text;
      },
    });
    return { result, out };
  }

  beforeAll(async () => {
    service = await startTestService({ engine: 'pglite', plans: plansWithQuotas({ tight2: 2 }) });
    await seedExportCorpus(service.db, 2_500);
    whole = (await download(SCOPE)).out;
  }, 120_000);
  afterAll(async () => service?.close());

  it('writes articles only, one a line', () => {
    const lines = whole.trimEnd().split('\n');
    expect(lines).toHaveLength(2_500);
    expect(lines.every((l) => 'link' in (JSON.parse(l) as ArticleV2))).toBe(true);
  });

  it('continues a broken download from its last token, nothing lost or repeated', async () => {
    const { result, out } = await download(SCOPE, { fetch: breakingFetch(1_500, 2) });
    expect(result).toEqual({ ok: true, rows: 2_500 });
    expect(out).toBe(whole);
  });

  it('starts again when the break came before the first token', async () => {
    const { result, out } = await download(SCOPE, { fetch: breakingFetch(10, 1) });
    expect(result).toEqual({ ok: true, rows: 2_500 });
    expect(out).toBe(whole);
  });

  it('keeps what was paid for when the quota cuts the stream, and says where to resume', async () => {
    const { result, out } = await download(SCOPE, { plan: 'tight2' });
    expect(result).toMatchObject({ ok: false, rows: 2_000, statusCode: 429 });
    expect(out).toBe(whole.split('\n').slice(0, 2_000).join('\n') + '\n');
    const token = result.ok ? null : result.resumeToken;
    const rest = await download({ ...SCOPE, resumeToken: token });
    expect(out + rest.out).toBe(whole);
  });

  it('reports a refused request with its status and text', async () => {
    const { result } = await download({ ...SCOPE, format: 'csv', includeContent: true }, { plan: 'free' });
    expect(result).toEqual({
      ok: false,
      rows: 0,
      statusCode: 403,
      message: 'Your subscription does not allow calling the extended article content',
      resumeToken: null,
    });
  });
});
