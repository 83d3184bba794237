import { describe, expect, it } from 'vitest';
import { csvRecords, parseCsv } from './csv';

describe('parseCsv', () => {
  it('handles quotes, doubled quotes, embedded commas and newlines, CRLF', () => {
    expect(parseCsv('a,"b,c","d""e"\r\nx,,"multi\nline"\n')).toEqual([
      ['a', 'b,c', 'd"e'],
      ['x', '', 'multi\nline'],
    ]);
  });

  it('keeps an empty last field and reads a stray quote as text', () => {
    expect(parseCsv('a,\nx"y,z\n')).toEqual([
      ['a', ''],
      ['x"y', 'z'],
    ]);
  });

  it('keeps a last row without a line break', () =>
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]));
});

describe('csvRecords', () => {
  it('keys rows by the header, with missing cells empty', () => {
    expect(csvRecords('x,y\n1\n')).toEqual([{ x: '1', y: '' }]);
  });
});
