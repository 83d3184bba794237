/**
 * @module The fingerprint of everything a build reads (sources, assets, config, lockfile, build scripts),
 * recorded in dist/build.json by `npm run build` and compared by `npm start` to decide whether to rebuild.
 * Contents are hashed, not mtimes: a checkout or a copy changes every mtime without changing the build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Files and folders (relative to the project root) whose contents decide the built artefacts. */
export const BUILD_INPUTS = [
  'src',
  'config',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/build-fingerprint.mjs',
];

export const STAMP_FILE = 'dist/build.json';

/** Tests never reach a build; leaving them out keeps an edited test from forcing one. */
const isTestFile = (name) => /\.test\.tsx?$/.test(name) || /\.spec\.tsx?$/.test(name);

function listFiles(root, relative, out) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    out.push(relative);
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) listFiles(root, child, out);
    else if (!isTestFile(entry.name)) out.push(child);
  }
}

/** The fingerprint of the build inputs under `root`, or null when the sources are not there (a copy of dist). */
export function buildFingerprint(root) {
  if (!existsSync(path.join(root, 'src'))) return null;
  const files = [];
  for (const input of BUILD_INPUTS) listFiles(root, input, files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The fingerprint recorded by the last complete build, or null. */
export function recordedFingerprint(root) {
  const stamp = path.join(root, STAMP_FILE);
  if (!existsSync(stamp)) return null;
  try {
    const parsed = JSON.parse(readFileSync(stamp, 'utf8'));
    return typeof parsed.fingerprint === 'string' ? parsed.fingerprint : null;
  } catch {
    return null;
  }
}
