/**
 * @module Liveness and readiness, without a key: `/healthz` answers from the process alone (never queued
 * behind searches on the store), `/readyz` asks the store and answers 503 when it does not answer in time.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from './store/db';

/** How long `/readyz` waits for the store before calling it not ready. */
export const READY_TIMEOUT_MS = 2_000;

export const HEALTH_TEXT = {
  storeSlow: `The store did not answer within ${READY_TIMEOUT_MS} ms`,
  storeDown: 'The store is not available',
} as const;

export interface HealthDeps {
  db: Pick<Db, 'query' | 'engine'>;
  version: string;
}

type Probe = 'ok' | 'slow' | 'down';

async function probeStore(db: HealthDeps['db'], timeoutMs: number): Promise<Probe> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Probe>((resolve) => {
    timer = setTimeout(() => resolve('slow'), timeoutMs);
  });
  const asked = db.query('SELECT 1').then(
    (): Probe => 'ok',
    (): Probe => 'down',
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  const identity = { engine: deps.db.engine, version: deps.version };
  app.get('/healthz', async () => ({ status: 'ok', ...identity }));
  app.get('/readyz', async (_request, reply) => {
    const probe = await probeStore(deps.db, READY_TIMEOUT_MS);
    if (probe === 'ok') return { status: 'ok', ...identity };
    const message = probe === 'slow' ? HEALTH_TEXT.storeSlow : HEALTH_TEXT.storeDown;
    return reply.code(503).send({ statusCode: 503, message });
  });
}
