/** @module Reads one POST /v2/articles/export to its end over loopback, counting bytes and (uncompressed) lines. */
import http from 'node:http';

export interface ExportRead {
  bytes: number;
  /** Newlines seen; 0 for a gzip body, which is not decompressed. */
  newlines: number;
}

export function readExportStream(
  base: string,
  key: string,
  body: unknown,
  gzip: boolean,
): Promise<ExportRead> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/v2/articles/export`,
      {
        method: 'POST',
        headers: {
          'x-api-key': key,
          'content-type': 'application/json',
          ...(gzip ? { 'accept-encoding': 'gzip' } : {}),
        },
      },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`HTTP ${res.statusCode}`));
        let newlines = 0;
        let bytes = 0;
        res.on('data', (part: Buffer) => {
          bytes += part.length;
          if (!gzip) for (const byte of part) if (byte === 0x0a) newlines += 1;
        });
        res.on('end', () => resolve({ bytes, newlines }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
