/**
 * @module A real service (startService) on a fresh embedded store in a temporary data dir: no demo, no polling
 * (unless `env` says otherwise).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/env';
import { startService, type RunningService } from '../start-service';

export interface EmbeddedService {
  dataDir: string;
  service: RunningService;
  close(): Promise<void>;
}

export async function startEmbeddedService(
  prefix: string,
  env: Record<string, string> = {},
): Promise<EmbeddedService> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `newsroom-${prefix}-`));
  const service = await startService(
    loadConfig({
      NEWSROOM_DATA_DIR: dataDir,
      NEWSROOM_DEMO: '0',
      NEWSROOM_POLL: '0',
      PORT: '0',
      LOG_LEVEL: 'silent',
      ...env,
    }),
  );
  return {
    dataDir,
    service,
    async close() {
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
