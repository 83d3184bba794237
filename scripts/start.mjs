/**
 * @module `npm start`: builds only when dist is missing or stale (its recorded fingerprint differs from the
 * sources'), then runs the built service in this process: no tsx and no vite at run time. Without the
 * sources (a deployed copy of dist with `npm ci --omit=dev`) it runs what is there.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildFingerprint, recordedFingerprint } from './build-fingerprint.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = path.join(ROOT, 'dist/server/src/main.js');

const current = buildFingerprint(ROOT);
const built = existsSync(MAIN) && existsSync(path.join(ROOT, 'dist/web/index.html'));
if (current !== null && (!built || recordedFingerprint(ROOT) !== current)) {
  console.error(built ? 'start: sources changed since the last build; building…' : 'start: building…');
  // The build tools are devDependencies: imported only when a build is needed.
  const { buildAll } = await import('./build.mjs');
  await buildAll({ root: ROOT });
} else if (!built) {
  console.error('start: dist/ is missing and there are no sources to build it from');
  process.exit(1);
}
await import(pathToFileURL(MAIN).href);
