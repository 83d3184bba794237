/**
 * @module The dashboard as `npm start` serves it to a browser: compressed (brotli) JS and CSS cached as
 * immutable, the page revalidated, no source maps.
 */
import { expect, test } from '@playwright/test';
import { ALL_SOURCES, dataRows } from './helpers';

interface SeenAsset {
  url: string;
  encoding?: string;
  cache?: string;
  bytes: number;
}

test('a browser gets brotli-compressed, immutable assets and a revalidated page, without source maps', async ({
  page,
  request,
}) => {
  const seen: Promise<SeenAsset>[] = [];
  page.on('response', (response) => {
    if (!/\/assets\/[^/]+\.(?:js|css)$/.test(response.url())) return;
    const headers = response.headers();
    seen.push(
      response.body().then((body) => ({
        url: response.url(),
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
        bytes: body.length,
      })),
    );
  });
  const navigation = await page.goto(ALL_SOURCES);
  await expect(dataRows(page).first()).toBeVisible();

  expect(navigation?.headers()['cache-control']).toBe('no-cache');
  expect(navigation?.headers()['content-encoding']).toBe('br');
  const assets = await Promise.all(seen);
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of assets) {
    expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
    // Files under 1 KB are not worth compressing (precompress-plugin.ts) and come as they are.
    expect(asset.encoding, asset.url).toBe(asset.bytes >= 1024 ? 'br' : undefined);
  }
  expect(assets.some((asset) => asset.encoding === 'br')).toBe(true);

  // No map is referenced or served.
  const script = assets.find((asset) => asset.url.endsWith('.js') && asset.bytes >= 1024);
  const body = await (await request.get(script?.url ?? '')).text();
  expect(body).not.toContain('sourceMappingURL');
  expect((await request.get(`${script?.url}.map`)).status()).toBe(404);
});
