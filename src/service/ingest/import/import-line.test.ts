import { describe, expect, it } from 'vitest';
import { parseImportLine } from './import-line';

const good = { link: 'https://www.example.com/a', title: 'Title', source: 'www.example.com' };

describe('parseImportLine', () => {
  it.each([
    { name: 'minimal line', line: good },
    { name: 'nulls are absent', line: { ...good, summary: null, images: null, publishDate: null } },
    { name: 'date only', line: { ...good, publishDate: '2025-01-02' } },
    { name: 'zoneless date-time is UTC', line: { ...good, publishDate: '2025-01-02T10:00:00' } },
    { name: 'leap day', line: { ...good, publishDate: '2024-02-29' } },
    { name: 'offset without colon', line: { ...good, publishDate: '2025-01-02T10:00:00.123+0200' } },
  ])('should accept $name', ({ line }) => {
    expect(parseImportLine(JSON.stringify(line)).ok).toBe(true);
  });

  it.each([
    { name: 'broken JSON', text: '{"link":', error: 'not valid JSON' },
    {
      name: 'missing title',
      text: JSON.stringify({ ...good, title: undefined }),
      error: 'title must be a string',
    },
    {
      name: 'ftp link',
      text: JSON.stringify({ ...good, link: 'ftp://x.example/a' }),
      error: 'link must be an http(s) URL',
    },
    { name: 'bad date', text: JSON.stringify({ ...good, publishDate: 'yesterday' }), error: 'publishDate' },
    {
      name: 'a day the month does not have',
      text: JSON.stringify({ ...good, publishDate: '2025-02-29' }),
      error: 'publishDate must be an ISO 8601 date',
    },
    {
      name: 'a day the month does not have, with a time',
      text: JSON.stringify({ ...good, publishDate: '2025-04-31T10:00:00Z' }),
      error: 'publishDate must be an ISO 8601 date',
    },
    {
      name: 'a publish date years ahead (a typo for 2025)',
      text: JSON.stringify({ ...good, publishDate: '2925-01-02' }),
      error: 'publishDate must not be more than a day in the future',
    },
    {
      name: 'a two-letter language that is not ISO 639-1',
      text: JSON.stringify({ ...good, language: 'xx' }),
      error: 'language must be an ISO 639-1 code',
    },
    {
      name: 'a language tag with a region',
      text: JSON.stringify({ ...good, language: 'en-US' }),
      error: 'language must be an ISO 639-1 code',
    },
    {
      name: 'hour 24',
      text: JSON.stringify({ ...good, publishDate: '2025-01-02T24:00' }),
      error: 'publishDate must be an ISO 8601 date',
    },
    {
      name: 'bad source',
      text: JSON.stringify({ ...good, source: 'not a domain' }),
      error: 'source must be a domain',
    },
  ])('should refuse $name', ({ text, error }) => {
    const parsed = parseImportLine(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(error);
  });

  it.each([
    {
      name: 'a number summary',
      line: { ...good, summary: 5 },
      error: 'summary: Invalid input: expected string',
    },
    { name: 'a string of images', line: { ...good, images: 'https://a.example/i.jpg' }, error: 'images: ' },
    { name: 'a number language', line: { ...good, language: 1 }, error: 'language: ' },
    { name: 'a list of authors', line: { ...good, author: ['Jane Doe'] }, error: 'author must be a string' },
    { name: 'an array', line: [good], error: 'a line must be a JSON object' },
    { name: 'null', line: null, error: 'a line must be a JSON object' },
  ])('should name the field in the error for $name', ({ line, error }) => {
    const parsed = parseImportLine(JSON.stringify(line));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(error);
  });

  it('should not repeat a field its own message names', () => {
    expect(parseImportLine(JSON.stringify({ ...good, title: 5 }))).toEqual({
      ok: false,
      error: 'title must be a string',
    });
  });

  it('should read dates as UTC and lower-case source and language', () => {
    const parsed = parseImportLine(
      JSON.stringify({
        ...good,
        source: 'WWW.Example.com',
        language: 'DE',
        publishDate: '2025-01-02T10:00:00',
      }),
    );
    expect(parsed).toMatchObject({
      ok: true,
      value: { source: 'www.example.com', language: 'de', publishDate: new Date('2025-01-02T10:00:00Z') },
    });
  });

  it('should read firstSeenAt as a UTC instant, refusing a bad or future one', () => {
    const firstSeen = (value: unknown) => {
      const parsed = parseImportLine(JSON.stringify({ ...good, firstSeenAt: value }));
      return parsed.ok ? (parsed.value.firstSeenAt ?? null) : parsed.error;
    };
    expect(firstSeen('2020-03-04T05:06:07')).toEqual(new Date('2020-03-04T05:06:07Z'));
    expect(firstSeen(null)).toBeNull();
    expect(firstSeen('2025-02-30')).toBe('firstSeenAt must be an ISO 8601 date');
    expect(firstSeen(5)).toBe('firstSeenAt must be an ISO 8601 date');
    expect(firstSeen(new Date(Date.now() + 3_600_000).toISOString())).toBe(
      'firstSeenAt must not be in the future',
    );
  });

  it('should trim an author and read a blank or absent one as none', () => {
    const author = (line: object) => {
      const parsed = parseImportLine(JSON.stringify(line));
      return parsed.ok ? (parsed.value.author ?? null) : 'rejected';
    };
    expect(author({ ...good, author: '  Jane Doe ' })).toBe('Jane Doe');
    expect(author({ ...good, author: '  ' })).toBeNull();
    expect(author({ ...good, author: null })).toBeNull();
    expect(author(good)).toBeNull();
  });
});
