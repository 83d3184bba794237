import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntities, firstImage } from './html-text';

describe('decodeEntities', () => {
  it.each([
    {
      name: 'lower-case letters',
      text: 'Soci&eacute;t&eacute; G&eacute;n&eacute;rale',
      out: 'Société Générale',
    },
    {
      name: 'capital letters keep their case',
      text: '&Eacute;lys&eacute;e, &Uuml;ber, &Ouml;l',
      out: 'Élysée, Über, Öl',
    },
    { name: 'all-caps aliases', text: 'M&AMP;A &LT;3', out: 'M&A <3' },
    // Numeric references 128–159 name windows-1252 characters in HTML (old CMSes emit them).
    {
      name: 'windows-1252 numeric references',
      text: 'Fed&#146;s &#147;pause&#148; &#150; &#x80;5',
      out: 'Fed’s “pause” – €5',
    },
    { name: 'other numeric references', text: '&#8217;&#x2014;&#233;', out: '’—é' },
    { name: 'the whole named set', text: '&aacute;&ntilde;&szlig;&oslash;&Scaron;', out: 'áñßøŠ' },
    {
      name: 'unknown names and bare ampersands stay',
      text: 'AT&T R&D &notes &bogus;',
      out: 'AT&T R&D &notes &bogus;',
    },
    // As in browsers: a reference to NUL or beyond Unicode is the replacement character.
    { name: 'invalid code points', text: '&#0;&#x110000;', out: '\uFFFD\uFFFD' },
  ])('$name', ({ text, out }) => {
    expect(decodeEntities(text)).toBe(out);
  });

  it('never produces a C1 control character from a numeric reference', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0x80, max: 0x9f }), (code) => {
        const decoded = decodeEntities(`&#${code};`);
        // HTML leaves the five code points windows-1252 does not define as they are.
        if (![0x81, 0x8d, 0x8f, 0x90, 0x9d].includes(code)) expect(decoded).not.toMatch(/[\u0080-\u009f]/);
      }),
    );
  });
});

describe('firstImage', () => {
  it('skips tracking pixels but keeps a picture whose height alone is written as 0 ("auto")', () => {
    const html =
      '<img src="/px.gif" width="1" height="1"><img src="/t.gif" width=0><img src="/chart.png" width="640" height="0">';
    expect(firstImage(html, 'https://news.example/a')).toBe('https://news.example/chart.png');
  });
});
