/**
 * @module Small but well-formed files of the formats article links point at instead of pages (PDF, images,
 * Office/ZIP, archives), built here so the tests carry no third-party binaries.
 */
import { crc32, deflateSync, gzipSync } from 'node:zlib';

const PDF_TEXT = 'Widget maker beats quarterly estimates and raises guidance for the year. '.repeat(8);

/** A one-page PDF 1.7 whose text sits uncompressed in its content stream, as in many generated reports. */
function pdf(): Buffer {
  const stream = `BT /F1 12 Tf 72 712 Td (${PDF_TEXT}) Tj ET`;
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]),
    Buffer.from(
      [
        '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
        '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
        '3 0 obj << /Type /Page /Parent 2 0 R /Contents 4 0 R >> endobj',
        `4 0 obj << /Length ${stream.length} >> stream\n${stream}\nendstream endobj`,
        'trailer << /Root 1 0 R >>',
        '%%EOF',
      ].join('\n'),
    ),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8×8 RGB gradient. */
function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: 8 }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: 8 }, (_, x) => [x * 32, y * 32, 128]).flat()]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The common 1×1 transparent GIF89a (a tracking pixel). */
const gif = (): Buffer =>
  Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A 1×1 baseline JPEG. */
const jpeg = (): Buffer =>
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );

/** A ZIP of stored (uncompressed) entries, laid out as every ZIP tool writes one. */
function storedZip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    central.push(entry, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A Word .docx: a ZIP whose document.xml holds the text. */
const docx = (): Buffer =>
  storedZip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'word/document.xml': `<?xml version="1.0"?><w:document><w:body><w:p><w:r><w:t>${PDF_TEXT}</w:t></w:r></w:p></w:body></w:document>`,
  });

/** A Word 97 .doc: an OLE compound file, whose 512-byte header is mostly NUL bytes. */
function word97(): Buffer {
  const header = Buffer.alloc(512);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  return Buffer.concat([header, Buffer.from(PDF_TEXT, 'utf16le')]);
}

/** Files that are not pages, named by what the sniff should call them. */
export const BINARY_FILES: readonly { name: string; kind: string; bytes: Buffer }[] = [
  { name: 'report.pdf', kind: 'a PDF document', bytes: pdf() },
  { name: 'chart.png', kind: 'a PNG image', bytes: png() },
  { name: 'pixel.gif', kind: 'a GIF image', bytes: gif() },
  { name: 'photo.jpg', kind: 'a JPEG image', bytes: jpeg() },
  { name: 'results.docx', kind: 'a ZIP archive (or Office document)', bytes: docx() },
  { name: 'results.doc', kind: 'binary data (NUL bytes)', bytes: word97() },
  { name: 'page.html.gz', kind: 'binary data (NUL bytes)', bytes: gzipSync(`<html><p>${PDF_TEXT}</p>`) },
];
