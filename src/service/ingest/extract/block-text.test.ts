import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { blockText } from './block-text';

const body = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body;

describe('blockText', () => {
  it('keeps a paragraph that the page source wraps over several lines as one paragraph', () => {
    const html = '<p>Shares rose 4%\n      after the results,\n      analysts said.</p><p>Second.</p>';
    expect(blockText(body(html))).toBe('Shares rose 4% after the results, analysts said.\n\nSecond.');
  });

  it('drops invisible soft hyphens and zero-width spaces, which would split words for search', () => {
    expect(blockText(body('<p>Die Wirt&shy;schafts&shy;prognose&#8203; stieg&#xFEFF;.</p>'))).toBe(
      'Die Wirtschaftsprognose stieg.',
    );
  });

  it('breaks lines at <br> and keeps the lines of <pre>', () => {
    expect(blockText(body('<p>One<br>Two</p><pre>a  b\nc</pre>'))).toBe('One\n\nTwo\n\na b\n\nc');
  });
});
