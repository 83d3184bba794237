/**
 * The admin API (the CLIs' door) refuses control characters in the names it stores or looks up — a NUL
 * answered 500 from the store — with its 400, on both stores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../events/article-events';
import { ENGINES } from '../testing/engines';
import { startTestService, type TestService } from '../testing/test-service';

const TOKEN = 'admin-text-inputs-token';

describe.each(ENGINES)('admin text inputs [$engine]', ({ engine, skip }) => {
  let service: TestService;

  beforeAll(async () => {
    if (!skip)
      service = await startTestService({ engine, adminToken: TOKEN, events: createMemoryEventBus() });
  });
  afterAll(async () => service?.close());

  it.skipIf(skip).each([
    ['/admin/keys', { name: 'ali\u0000ce', plan: 'pro' }, 'name'],
    ['/admin/keys/revoke', { selector: 'ali\u0000ce' }, 'selector'],
    ['/admin/sources', { domain: 'news\u0000.example' }, 'domain'],
    ['/admin/sources', { domain: 'news.example', forKey: 'k\u0001' }, 'forKey'],
    ['/admin/sources/remove', { domain: 'news\u0000.example' }, 'domain'],
    ['/admin/ingest/done', { importId: 'i\u0000' }, 'importId'],
  ])('POST %s refuses a control character in %j', async (path, body, field) => {
    const response = await fetch(`${service.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: [`${field} must not contain control characters`],
        error: 'Bad Request',
      },
    });
  });
});
