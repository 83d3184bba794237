import { describe, expect, it } from 'vitest';
import { exportProgress } from './export-progress';

/** Feeds `text` in pieces of `size` characters (a record or line split anywhere). */
function fed(format: 'csv' | 'ndjson', text: string, size: number) {
  const progress = exportProgress(format);
  for (let i = 0; i < text.length; i += size) progress.feed(text.slice(i, i + size));
  return progress;
}

const CSV =
  'link,source,title,resumeToken\r\n' +
  'https://a.example/1,a.example,"Plain, with a comma",\r\n' +
  'https://a.example/2,a.example,"Two\r\nlines and ""quotes""",\r\n' +
  'https://a.example/3,a.example,Third,tok3\r\n';

describe('exportProgress', () => {
  it.each([1, 7, 1000])(
    'counts CSV records after the header, quoted line breaks inside (pieces of %i)',
    (size) => {
      const progress = fed('csv', CSV, size);
      expect(progress.rows()).toBe(3);
      expect(progress.error()).toBeNull();
    },
  );

  it('reads the error record that ends a cut CSV, and does not count it as a row', () => {
    const cut = `${CSV}#error,429,"Throttling Exception: Exceeded token limit, try later",,tok3\r\n`;
    const progress = fed('csv', cut, 5);
    expect(progress.rows()).toBe(3);
    expect(progress.error()).toEqual({
      statusCode: 429,
      message: 'Throttling Exception: Exceeded token limit, try later',
      resumeToken: 'tok3',
    });
  });

  it('counts NDJSON articles, not token lines, and reads the error line', () => {
    const lines = [
      JSON.stringify({ link: 'https://a.example/1', title: 'a\nb' }),
      JSON.stringify({ resumeToken: 't', rows: 1 }),
      JSON.stringify({ link: 'https://a.example/2' }),
    ];
    const whole = `${lines.join('\n')}\n`;
    expect(fed('ndjson', whole, 3).rows()).toBe(2);
    expect(fed('ndjson', whole, 3).error()).toBeNull();
    const cut = fed(
      'ndjson',
      `${whole}${JSON.stringify({ statusCode: 500, message: 'Internal server error' })}\n`,
      4,
    );
    expect(cut.rows()).toBe(2);
    expect(cut.error()).toEqual({ statusCode: 500, message: 'Internal server error' });
  });
});
