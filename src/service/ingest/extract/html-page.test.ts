import { describe, expect, it } from 'vitest';
import { BINARY_FILES } from '../testing/binary-files';
import { binaryBodyKind } from './html-page';

const PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title>Zürich</title></head><body><p>Börse: Zürich schließt höher</p></body></html>';
const utf16be = (text: string): Buffer => Buffer.from(text, 'utf16le').swap16();

describe('binaryBodyKind', () => {
  it.each(BINARY_FILES)('names $name labelled text/html as $kind', ({ bytes, kind }) => {
    expect(binaryBodyKind(bytes, 'text/html; charset=utf-8')).toBe(kind);
    expect(binaryBodyKind(bytes, null)).toBe(kind);
  });

  it.each([
    { name: 'UTF-8', bytes: Buffer.from(PAGE), contentType: 'text/html; charset=utf-8' },
    { name: 'UTF-8 with a BOM', bytes: Buffer.from(`\uFEFF${PAGE}`), contentType: 'text/html' },
    {
      name: 'windows-1252',
      bytes: Buffer.from(PAGE, 'latin1'),
      contentType: 'text/html; charset=windows-1252',
    },
    { name: 'UTF-16LE with a BOM', bytes: Buffer.from(`\uFEFF${PAGE}`, 'utf16le'), contentType: 'text/html' },
    { name: 'UTF-16BE with a BOM', bytes: utf16be(`\uFEFF${PAGE}`), contentType: null },
    {
      name: 'UTF-16 without a BOM, declared in the header',
      bytes: Buffer.from(PAGE, 'utf16le'),
      contentType: 'text/html; charset=UTF-16',
    },
    { name: 'an empty body', bytes: Buffer.alloc(0), contentType: 'text/html' },
    {
      name: 'a page that only mentions the formats',
      bytes: Buffer.from('PK and %PDF-1.7 and GIF89a are file headers; <p>JPEG starts with FF D8 FF</p>'),
      contentType: 'text/html',
    },
  ])('passes a $name page as text', ({ bytes, contentType }) => {
    expect(binaryBodyKind(bytes, contentType)).toBeNull();
  });

  it('refuses NUL bytes in a body that is not UTF-16, even when only the document claims UTF-16', () => {
    const nul = Buffer.concat([
      Buffer.from('<html><head><meta charset="utf-16"></head><body>'),
      Buffer.alloc(8),
    ]);
    expect(binaryBodyKind(nul, 'text/html')).toBe('binary data (NUL bytes)');
    expect(binaryBodyKind(Buffer.from('<p>a\u0000b</p>'), 'text/html; charset=utf-8')).toBe(
      'binary data (NUL bytes)',
    );
  });
});
