/** @module Locates ../shared/data (real feeds and pages for tests and evaluation; never copied in). */
import { existsSync } from 'node:fs';
import { sharedDataPath } from '../../testing/shared-data';

export { SHARED_DATA_DIR } from '../../testing/shared-data';
export const FEEDS_DIR = sharedDataPath('feeds');
export const ARTICLES_DIR = sharedDataPath('articles');

export function hasSharedData(): boolean {
  return existsSync(FEEDS_DIR) && existsSync(ARTICLES_DIR);
}
