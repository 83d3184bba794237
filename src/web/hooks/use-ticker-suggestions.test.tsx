// @vitest-environment jsdom
/** @module The tickers type-ahead: what it looks up, how a suggestion reads, and the hint without the look-up. */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanySuggestion } from '../../contract';
import { createQueryClient } from '../lib/query-client';
import { stubFetch } from '../testing/fetch-stub';
import { useTickerSuggestions } from './use-ticker-suggestions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VIATRIS: CompanySuggestion = {
  companyId: 4,
  name: 'Viatris Inc.',
  ticker: 'VTRS',
  exchange: 'NASDAQ',
  country: 'US',
  matchedName: 'Mylan',
};

function renderTypeAhead(options: Parameters<typeof useTickerSuggestions>[0]) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useTickerSuggestions(options), { wrapper });
}

const lookups = (calls: { url: URL }[]) =>
  calls.filter((c) => c.url.pathname === '/api/v2/companies').map((c) => c.url.searchParams.get('q'));

describe('useTickerSuggestions', () => {
  it('offers the tickers the typed text finds, naming the matched name only when asked to', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/companies': () => ({ status: 200, body: { status: 'ok', companies: [VIATRIS] } }),
    });
    const withName = renderTypeAhead({ matchedName: true });
    const without = renderTypeAhead({});
    act(() => {
      withName.result.current.onDraftChange('mylan');
      without.result.current.onDraftChange('mylan');
    });
    await waitFor(() => expect(withName.result.current.suggestions).toHaveLength(1));
    await waitFor(() => expect(without.result.current.suggestions).toHaveLength(1));
    expect(withName.result.current.suggestions[0]).toEqual({
      value: 'VTRS',
      label: 'VTRS',
      detail: 'Mylan → Viatris Inc. · NASDAQ',
    });
    expect(without.result.current.suggestions[0]?.detail).toBe('Viatris Inc. · NASDAQ');
    expect(lookups(calls)).toEqual(['mylan', 'mylan']);
    expect(withName.result.current.normalize(' vtrs ')).toBe('VTRS');
    expect(withName.result.current.hint).toBeUndefined();
  });

  it('looks up what `lookup` makes of the text, and nothing for an empty one', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/companies': () => ({ status: 200, body: { status: 'ok', companies: [VIATRIS] } }),
    });
    const { result } = renderTypeAhead({ lookup: (draft) => (draft === '*' ? '' : draft) });
    act(() => result.current.onDraftChange('*'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lookups(calls)).toEqual([]);
    expect(result.current.suggestions).toEqual([]);
    act(() => result.current.onDraftChange('vt'));
    await waitFor(() => expect(lookups(calls)).toEqual(['vt']));
  });

  it('without the endpoint: no suggestions and a hint to type tickers', async () => {
    stubFetch({});
    const { result } = renderTypeAhead({});
    act(() => result.current.onDraftChange('aapl'));
    await waitFor(() =>
      expect(result.current.hint).toBe(
        'No company suggestions: this API has no company look-up. Type tickers.',
      ),
    );
    expect(result.current.suggestions).toEqual([]);
  });
});
