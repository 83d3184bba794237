/**
 * @module Vite build step: writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every
 * compressible file of the build, so the dashboard server sends compressed bytes without compressing per
 * request (see static-files.ts). Files that would not shrink by at least a tenth are left alone.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this, headers cost more than the compression saves. */
const MIN_BYTES = 1024;
const MIN_SAVING = 0.1;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/** Compresses every eligible file under `dir`; returns how many files got compressed copies. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let count = 0;
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    if (gz.length > bytes.length * (1 - MIN_SAVING)) continue;
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}

/** Runs once the bundle (and the copied public/ files) are on disk. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'newsroom-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
