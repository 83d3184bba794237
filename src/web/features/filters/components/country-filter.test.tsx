// @vitest-environment jsdom
/** @module Countries are found by code or name and shown with both. */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountryFilter } from './country-filter';

afterEach(cleanup);

function Harness({ onChange }: { onChange: (codes: string[]) => void }) {
  const [codes, setCodes] = useState<string[]>(['US']);
  return (
    <CountryFilter
      value={codes}
      onChange={(next) => {
        onChange(next);
        setCodes(next);
      }}
    />
  );
}

describe('countries filter', () => {
  it('suggests by name, adds the code, and shows chips with code and name', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('list', { name: /selected/ }).textContent).toContain('US · United States');
    const input = screen.getByRole('combobox', { name: /Countries/ });
    await userEvent.type(input, 'germ');
    const list = screen.getByRole('listbox', { name: /suggestions/ });
    expect(within(list).getAllByRole('option')[0]?.textContent).toBe('DEGermany');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['US', 'DE']);
    expect(screen.getByRole('list', { name: /selected/ }).textContent).toContain('DE · Germany');
  });

  it('turns a typed name or code into its code on Enter; Escape closes the list', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: /Countries/ });
    await userEvent.type(input, 'uk');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['US', 'GB']);
  });
});
