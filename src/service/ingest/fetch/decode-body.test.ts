import { describe, expect, it } from 'vitest';
import { decodeBody } from './decode-body';

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('decodeBody', () => {
  it.each([
    { name: 'header charset', bytes: latin1('Zürich'), contentType: 'text/html; charset=ISO-8859-1' },
    {
      name: 'XML prolog',
      bytes: latin1('<?xml version="1.0" encoding="iso-8859-1"?><t>Zürich</t>'),
      contentType: 'application/xml',
    },
    {
      name: 'meta charset',
      bytes: latin1('<html><head><meta charset="windows-1252"></head>Zürich'),
      contentType: 'text/html',
    },
    { name: 'UTF-8 default', bytes: new Uint8Array(Buffer.from('Zürich', 'utf8')), contentType: null },
    {
      name: 'unknown label falls back to UTF-8',
      bytes: new Uint8Array(Buffer.from('Zürich')),
      contentType: 'text/plain; charset=x-bogus',
    },
  ])('$name', ({ bytes, contentType }) => {
    expect(decodeBody(bytes, contentType)).toContain('Zürich');
  });

  it.each([
    { name: 'XML prolog', head: '<?xml version="1.0" encoding="UTF-16"?><t>' },
    { name: 'meta charset', head: '<html><head><meta charset="utf-16"></head>' },
  ])('reads a UTF-16 $name on bytes that are not UTF-16 as UTF-8', ({ head }) => {
    // .NET's XmlWriter over a StringWriter declares utf-16; the server then sends the text as UTF-8.
    const bytes = new Uint8Array(Buffer.from(`${head}Zürich`, 'utf8'));
    expect(decodeBody(bytes, 'application/rss+xml')).toContain('Zürich');
  });

  it.each([
    {
      name: 'header UTF-8 (a server default), prolog and bytes ISO-8859-1',
      bytes: latin1('<?xml version="1.0" encoding="ISO-8859-1"?><t>Zürich</t>'),
      contentType: 'text/xml; charset=utf-8',
    },
    {
      name: "header ISO-8859-1 (Apache's AddDefaultCharset), prolog and bytes UTF-8",
      bytes: new Uint8Array(Buffer.from('<?xml version="1.0" encoding="utf-8"?><t>Zürich</t>', 'utf8')),
      contentType: 'text/xml; charset=ISO-8859-1',
    },
    {
      name: 'header ISO-8859-1 and bytes ISO-8859-1, prolog UTF-8',
      bytes: latin1('<?xml version="1.0" encoding="utf-8"?><t>Zürich</t>'),
      contentType: 'text/xml; charset=ISO-8859-1',
    },
  ])('lets the bytes settle a header and a document that disagree: $name', ({ bytes, contentType }) => {
    expect(decodeBody(bytes, contentType)).toContain('<t>Zürich</t>');
  });

  it.each(['windows-1252', 'ISO-8859-1', 'us-ascii'])(
    'reads bytes 0x80–0x9F of a %s feed as windows-1252 punctuation, not control characters',
    (charset) => {
      // “Fed’s pause” – €5 … ™ in windows-1252 bytes.
      const bytes = new Uint8Array([0x93, ...Buffer.from('Fed'), 0x92, ...Buffer.from('s pause'), 0x94]);
      const tail = new Uint8Array([0x20, 0x96, 0x20, 0x80, 0x35, 0x20, 0x85, 0x20, 0x99]);
      const text = decodeBody(new Uint8Array([...bytes, ...tail]), `text/xml; charset=${charset}`);
      expect(text).toBe('\u201cFed\u2019s pause\u201d \u2013 \u20ac5 \u2026 \u2122');
    },
  );

  it('finds a meta charset that long inline scripts push past the first KiB of <head>', () => {
    const script = `<script>window.dataLayer = ${JSON.stringify(Array.from({ length: 150 }, (_, i) => ({ slot: i })))};</script>`;
    const bytes = latin1(
      `<html><head>${script}<meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head><body>Zürich</body>`,
    );
    expect(bytes.length).toBeGreaterThan(1024);
    expect(decodeBody(bytes, 'text/html')).toContain('<body>Zürich<');
  });

  it('lets a UTF-8 BOM win over a wrong header', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('Zürich')]);
    expect(decodeBody(bytes, 'text/plain; charset=iso-8859-1')).toBe('Zürich');
  });
});
