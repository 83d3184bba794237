// @vitest-environment jsdom
/** @module The visual builder inside the query editor: nested groups, edits in place, NOT, and the text following. */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { QueryEditor } from './query-editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NESTED = '(ticker:AAPL OR ticker:MSFT) AND NOT category:crypto';

function Harness({ initial, onCommit }: { initial: string; onCommit: (q: string) => void }) {
  const [q, setQ] = useState(initial);
  return (
    <QueryEditor
      value={q}
      sources={[]}
      onCommit={(next) => {
        onCommit(next);
        setQ(next);
      }}
    />
  );
}

async function openBuilder(initial: string) {
  stubFetch({ 'GET /api/v2/companies': () => ({ status: 200, body: { status: 'ok', companies: [] } }) });
  const onCommit = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness initial={initial} onCommit={onCommit} />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Visual builder' }));
  const builder = screen.getByRole('region', { name: 'Visual query builder' });
  const text = screen.getByRole<HTMLTextAreaElement>('combobox', { name: /^Query/ });
  return { builder, text, onCommit };
}

describe('visual builder', () => {
  it('shows a nested query as nested groups and leaves the text alone until an edit', async () => {
    const { builder, text, onCommit } = await openBuilder(NESTED);
    const root = within(builder).getByRole('group', { name: 'AND group' });
    const inner = within(root).getByRole('group', { name: 'Group 1: OR' });
    expect(within(inner).getByRole('button', { name: 'Edit ticker:AAPL' })).toBeTruthy();
    expect(within(inner).getByRole('button', { name: 'Edit ticker:MSFT' })).toBeTruthy();
    expect(within(inner).queryByRole('button', { name: /category:crypto/ })).toBeNull();
    expect(
      within(root).getByRole('button', { name: 'Negate category:crypto' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(text.value).toBe(NESTED);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('edits a chip in place: value and field; the text follows and runs', async () => {
    const { builder, text, onCommit } = await openBuilder(NESTED);
    await userEvent.click(within(builder).getByRole('button', { name: 'Edit ticker:MSFT' }));
    const form = within(builder).getByRole('form', { name: 'Edit clause ticker:MSFT' });
    const value = within(form).getByLabelText('Clause value');
    await userEvent.clear(value);
    await userEvent.type(value, 'NVDA{Enter}');
    const edited = '(ticker:AAPL OR ticker:NVDA) AND -category:crypto';
    expect(text.value).toBe(edited);
    expect(onCommit).toHaveBeenLastCalledWith(edited);
    // Keyboard users land back on the chip they edited.
    expect(document.activeElement).toBe(within(builder).getByRole('button', { name: 'Edit ticker:NVDA' }));

    await userEvent.click(within(builder).getByRole('button', { name: 'Edit ticker:AAPL' }));
    const second = within(builder).getByRole('form', { name: 'Edit clause ticker:AAPL' });
    await userEvent.selectOptions(within(second).getByLabelText('Clause kind'), 'isin');
    await userEvent.clear(within(second).getByLabelText('Clause value'));
    await userEvent.type(within(second).getByLabelText('Clause value'), 'US0378331005');
    await userEvent.click(within(second).getByRole('button', { name: 'Save clause' }));
    expect(text.value).toBe('(isin:US0378331005 OR ticker:NVDA) AND -category:crypto');
  });

  it("toggles NOT on a clause and on a group, and switches a group's AND/OR", async () => {
    const { builder, text } = await openBuilder(NESTED);
    await userEvent.click(within(builder).getByRole('button', { name: 'Negate category:crypto' }));
    expect(text.value).toBe('(ticker:AAPL OR ticker:MSFT) AND category:crypto');
    await userEvent.click(within(builder).getByRole('button', { name: 'Negate group 1' }));
    expect(text.value).toBe('NOT (ticker:AAPL OR ticker:MSFT) AND category:crypto');
    expect(within(builder).getByRole('group', { name: 'Group 1: NOT OR' })).toBeTruthy();
    await userEvent.selectOptions(within(builder).getByLabelText('Operator of group 1'), 'and');
    expect(text.value).toBe('NOT (ticker:AAPL AND ticker:MSFT) AND category:crypto');
    await userEvent.selectOptions(within(builder).getByLabelText('Operator of the whole query'), 'or');
    expect(text.value).toBe('NOT (ticker:AAPL AND ticker:MSFT) OR category:crypto');
  });

  it('builds the nested query from nothing', async () => {
    const { builder, text, onCommit } = await openBuilder('');
    await userEvent.click(within(builder).getByRole('button', { name: 'Add a group' }));
    const addToGroup = within(builder).getByRole('form', { name: 'Add a clause to group 1' });
    await userEvent.type(within(addToGroup).getByLabelText('Clause value'), 'AAPL{Enter}');
    await userEvent.type(within(addToGroup).getByLabelText('Clause value'), 'MSFT{Enter}');
    expect(text.value).toBe('ticker:AAPL OR ticker:MSFT');
    await userEvent.click(within(addToGroup).getByRole('button', { name: 'Done' }));

    const quick = within(builder).getByRole('form', { name: 'Add a clause' });
    await userEvent.click(within(quick).getByLabelText('NOT'));
    await userEvent.selectOptions(within(quick).getByLabelText('Clause kind'), 'category');
    await userEvent.selectOptions(within(quick).getByLabelText('Clause value'), 'crypto');
    await userEvent.click(within(quick).getByRole('button', { name: 'Add clause' }));
    expect(text.value).toBe('(ticker:AAPL OR ticker:MSFT) AND -category:crypto');
    expect(onCommit).toHaveBeenLastCalledWith('(ticker:AAPL OR ticker:MSFT) AND -category:crypto');
  });

  it('follows text typed in the editor', async () => {
    const { builder, text } = await openBuilder('nvidia');
    await userEvent.type(text, ' OR (tesla AND -ticker:GM)');
    const inner = within(builder).getByRole('group', { name: 'Group 1: AND' });
    expect(within(inner).getByRole('button', { name: 'Edit NOT ticker:GM' })).toBeTruthy();
  });

  it('refuses a clause that would not read back as written, and keeps the text', async () => {
    const { builder, text, onCommit } = await openBuilder('nvidia');
    const quick = within(builder).getByRole('form', { name: 'Add a clause' });
    await userEvent.selectOptions(within(quick).getByLabelText('Clause kind'), 'term');
    await userEvent.type(within(quick).getByLabelText('Clause value'), 'rate cut{Enter}');
    expect(within(quick).getByRole('alert').textContent).toMatch(/choose “phrase”/);
    expect(text.value).toBe('nvidia');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('writes but does not run an edit that leaves only negated clauses, and says why', async () => {
    const { builder, text, onCommit } = await openBuilder('nvidia AND -tesla');
    await userEvent.click(within(builder).getByRole('button', { name: 'Remove nvidia' }));
    expect(text.value).toBe('-tesla');
    expect(onCommit).not.toHaveBeenCalled();
    expect(within(builder).getByRole('alert').textContent).toMatch(/At least one clause must be without NOT/);
    // The builder keeps showing what it built, so the user can fix it there.
    await userEvent.click(within(builder).getByRole('button', { name: 'Negate tesla' }));
    expect(text.value).toBe('tesla');
    expect(onCommit).toHaveBeenLastCalledWith('tesla');
  });

  it('says clearly when a query cannot be shown, and never rewrites it', async () => {
    const { builder, text } = await openBuilder('x AND NOT -nvidia');
    expect(within(builder).getByTestId('builder-unavailable').textContent).toMatch(
      /cannot be shown in the visual builder: it negates a negation/,
    );
    expect(within(builder).queryByRole('group')).toBeNull();
    expect(text.value).toBe('x AND NOT -nvidia');
  });

  it('asks for valid text first when the text has a syntax error', async () => {
    const { builder } = await openBuilder('nvidia AND ticker:');
    expect(within(builder).getByTestId('builder-unavailable').textContent).toBe(
      "Fix the query text to edit it visually: Invalid query syntax near 'ticker:'.",
    );
  });
});
