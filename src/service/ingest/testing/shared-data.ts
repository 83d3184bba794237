/** @module Locates ../shared/data (real feeds and pages for tests and evaluation; never copied in). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SHARED_DATA_DIR =
  process.env.NEWSROOM_SHARED_DATA ?? fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));

export const FEEDS_DIR = path.join(SHARED_DATA_DIR, 'feeds');
export const ARTICLES_DIR = path.join(SHARED_DATA_DIR, 'articles');

export function hasSharedData(): boolean {
  return existsSync(FEEDS_DIR) && existsSync(ARTICLES_DIR);
}
