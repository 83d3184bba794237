/** @module vitest global setup: prepares the migrated PGlite template once per run. */
import { ensurePgliteTemplate } from './pglite-template';

export default async function setup(): Promise<void> {
  await ensurePgliteTemplate();
}
