/**
 * @module Locates ../shared/data: real public data that tests, evaluations and training scripts read
 * (never copied into the repository, never needed by the product). NEWSROOM_SHARED_DATA overrides it,
 * e.g. for a checkout that does not sit beside the data.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SHARED_DATA_DIR =
  process.env['NEWSROOM_SHARED_DATA'] ?? fileURLToPath(new URL('../../../../shared/data/', import.meta.url));

/** A path inside the shared data, whether or not it exists. */
export function sharedDataPath(...segments: string[]): string {
  return path.join(SHARED_DATA_DIR, ...segments);
}

/** The companies reference data (free-ticker-database, SEC, S&P 500); NEWSROOM_REFERENCE_DATA overrides it. */
export const REFERENCE_DATA_DIR = process.env['NEWSROOM_REFERENCE_DATA'] ?? sharedDataPath('companies');

export function hasSharedDataPath(...segments: string[]): boolean {
  return existsSync(sharedDataPath(...segments));
}
