// @vitest-environment jsdom
/** @module The upload of searches saved in the browser: offered once, whatever the answer; failures said. */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { LOCAL_SAVED_KEY, UPLOAD_OFFERED_KEY } from '../lib/local-saved';
import { UploadOffer } from './upload-offer';

const LOCAL = [
  { name: 'Apple', at: '2026-01-01T00:00:00.000Z', state: { query: 'ticker:AAPL', range: '24h' } },
  { name: 'Bad', at: '2026-01-01T00:00:00.000Z', state: { query: 'NOT' } },
];

function renderOffer(onOpen = vi.fn()) {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <UploadOffer onOpen={onOpen} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(LOCAL_SAVED_KEY, JSON.stringify(LOCAL));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UploadOffer', () => {
  it('uploads, keeps only what the service refused, and is not offered again', async () => {
    const { calls } = stubFetch({
      'POST /api/v2/saved-searches': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { name: string; search: object; range?: string };
        if (body.name === 'Bad') {
          return {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: [{ property: 'query', constraints: { query: "Invalid query syntax near 'NOT'" } }],
            },
          };
        }
        const saved = { id: '1', range: body.range ?? null, createdAt: '2026-01-01T00:00:00.000Z' };
        return {
          status: 201,
          body: { status: 'ok', savedSearch: { ...saved, ...body, updatedAt: saved.createdAt } },
        };
      },
    });
    renderOffer();
    expect(screen.getByText(/2 searches are saved in this browser only/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/Uploaded 1 saved search\. Not uploaded: Bad: /)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'Apple', search: expect.objectContaining({ query: 'ticker:AAPL' }) as unknown, range: '24h' },
      { name: 'Bad', search: expect.objectContaining({ query: 'NOT' }) as unknown },
    ]);
    // The refused one stays in this browser, listed; the offer is not made again.
    expect(JSON.parse(localStorage.getItem(LOCAL_SAVED_KEY) ?? '[]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Bad' })).toBeTruthy();
    cleanup();
    renderOffer();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bad' })).toBeTruthy();
  });

  it('declined: nothing is sent, the searches stay listed here, and it is not offered again', async () => {
    const { calls } = stubFetch({});
    const onOpen = vi.fn();
    renderOffer(onOpen);
    await userEvent.click(screen.getByRole('button', { name: 'Keep them here' }));
    expect(localStorage.getItem(UPLOAD_OFFERED_KEY)).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Apple' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ query: 'ticker:AAPL', range: '24h' }));
    cleanup();
    renderOffer();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });
});
