// @vitest-environment jsdom
/** @module The tickers filter suggests companies (ticker + name) and falls back to plain typing without the endpoint. */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanySuggestion } from '../../../../contract';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { TickerFilter } from './ticker-filter';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COMPANIES: CompanySuggestion[] = [
  { companyId: 7, name: 'NVIDIA Corporation', ticker: 'NVDA', exchange: 'NASDAQ', country: 'US' },
  { companyId: 9, name: 'Nvent Electric plc', ticker: 'NVT', exchange: 'NYSE', country: 'GB' },
];

function Harness({ onChange }: { onChange: (tickers: string[]) => void }) {
  const [tickers, setTickers] = useState<string[]>([]);
  return (
    <TickerFilter
      value={tickers}
      onChange={(next) => {
        onChange(next);
        setTickers(next);
      }}
    />
  );
}

function renderFilter() {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness onChange={onChange} />
    </QueryClientProvider>,
  );
  return { onChange, input: screen.getByRole('combobox', { name: 'Tickers' }) };
}

describe('tickers filter', () => {
  it('suggests tickers with company names from /v2/companies and adds the picked one', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/companies': (url) => ({
        status: 200,
        body: {
          status: 'ok',
          companies: COMPANIES.filter((c) =>
            c.name.toLowerCase().startsWith(url.searchParams.get('q') ?? ''),
          ),
        },
      }),
    });
    const { onChange, input } = renderFilter();
    await userEvent.type(input, 'nv');
    const list = await screen.findByRole('listbox', { name: 'Tickers suggestions' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'NVDANVIDIA Corporation · NASDAQ',
      'NVTNvent Electric plc · NYSE',
    ]);
    expect(calls.at(-1)?.url.searchParams.get('q')).toBe('nv');
    // Arrow down to the second, Enter picks it.
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['NVT']);
    expect(screen.getByRole('list', { name: 'Tickers selected' }).textContent).toContain('NVT');
    // A picked ticker is not offered again.
    await userEvent.type(input, 'nv');
    const again = await screen.findByRole('listbox', { name: 'Tickers suggestions' });
    expect(
      within(again)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['NVDANVIDIA Corporation · NASDAQ']);
    await userEvent.click(within(again).getByRole('option'));
    expect(onChange).toHaveBeenLastCalledWith(['NVT', 'NVDA']);
  });

  it('without the endpoint: no suggestions, a hint, typing still works, and it stops asking', async () => {
    const { calls } = stubFetch({});
    const { onChange, input } = renderFilter();
    await userEvent.type(input, 'aapl');
    expect(await screen.findByText(/No company suggestions: this API has no company look-up/)).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['AAPL']);
    await userEvent.type(input, 'msft');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['AAPL', 'MSFT']);
    const lookups = calls.filter((c) => c.url.pathname === '/api/v2/companies');
    expect(lookups).toHaveLength(1);
  });

  it('a failing look-up (500) shows no list and typing still adds the ticker', async () => {
    stubFetch({
      'GET /api/v2/companies': () => ({ status: 500, body: { statusCode: 500, message: 'boom' } }),
    });
    const { onChange, input } = renderFilter();
    await userEvent.type(input, 'tsla');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['TSLA']);
  });
});
