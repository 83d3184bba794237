// @vitest-environment jsdom
/** @module The query editor's keyboard: Enter runs what was typed unless the user moved into the suggestions. */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { QueryEditor } from './query-editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function typeQuery(text: string) {
  stubFetch({ 'GET /api/v2/companies': () => ({ status: 200, body: { status: 'ok', companies: [] } }) });
  const onCommit = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <QueryEditor value="" sources={[]} onCommit={onCommit} />
    </QueryClientProvider>,
  );
  const input = screen.getByRole('combobox', { name: /^Query/ });
  await userEvent.type(input, text);
  return { input, onCommit };
}

describe('QueryEditor keyboard', () => {
  it('runs the typed query on Enter while the suggestions are open, none pre-selected', async () => {
    const { input, onCommit } = await typeQuery('ticker:AAPL -category:regulation');
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeTruthy();
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith('ticker:AAPL -category:regulation');
    expect(screen.queryByRole('listbox', { name: 'Suggestions' })).toBeNull();
  });

  it('accepts the suggestion the user moved to, keeping the minus sign', async () => {
    const { input, onCommit } = await typeQuery('ticker:AAPL -category:reg');
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).not.toBeNull();
    await userEvent.keyboard('{Enter}');
    expect((input as HTMLTextAreaElement).value).toBe('ticker:AAPL -category:regulation');
    expect(onCommit).not.toHaveBeenCalled();
  });
});
