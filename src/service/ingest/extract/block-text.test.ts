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

  it('keeps a table row on one line, its cells apart, so each figure stays with its line item', () => {
    const table =
      '<table><caption>Results</caption><thead><tr><th></th><th>Q3</th><th>Q2</th></tr></thead>' +
      '<tbody><tr><td>Revenue</td><td>$1.2bn</td><td><p>$1.1bn</p></td></tr><tr><td>EPS</td><td></td><td>$0.40</td></tr></tbody></table>';
    expect(blockText(body(table)).split('\n\n')).toEqual([
      'Results',
      '| Q3 | Q2',
      'Revenue | $1.2bn |',
      '$1.1bn',
      'EPS | | $0.40',
    ]);
  });

  it('breaks lines at <br> and keeps the lines of <pre>', () => {
    expect(blockText(body('<p>One<br>Two</p><pre>a  b\nc</pre>'))).toBe('One\n\nTwo\n\na b\n\nc');
  });
});
