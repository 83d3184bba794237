// @vitest-environment jsdom
/** @module The Input primitive: a native input that keeps its label and attributes, boxed only when it takes text. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Input } from './input';

afterEach(cleanup);

describe('Input', () => {
  it('is the labelled native control, its attributes passed through, boxed at its scale', () => {
    render(
      <label>
        Endpoint URL
        <Input type="url" required scale="sm" className="flex-1" defaultValue="https://r.example" />
      </label>,
    );
    const input = screen.getByRole('textbox', { name: 'Endpoint URL' });
    expect(input).toHaveProperty('type', 'url');
    expect(input).toHaveProperty('required', true);
    expect(input.className.split(' ')).toEqual(
      expect.arrayContaining(['border', 'px-1', 'text-sm', 'flex-1']),
    );
  });

  it.each(['checkbox', 'radio', 'range'])('leaves a %s as the browser draws it', (type) => {
    render(<Input type={type} aria-label="Control" />);
    expect(screen.getByLabelText('Control').getAttribute('class')).toBeNull();
  });
});
