/**
 * @module The service bench:export and bench/export-profile.ts measure: bench:search's store of the same size
 * (its schema on a server, its data directory on PGlite) and the app over it, on loopback, with one key of a
 * plan that may export content and companies.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/service/app';
import { createKeyResolver } from '../src/service/auth/key-resolver';
import { createPgLimiter } from '../src/service/auth/pg-limiter';
import { openAuxPools } from '../src/service/aux-pools';
import type { PlanTable } from '../src/service/config/plans';
import { createRestDeps } from '../src/service/create-rest-deps';
import type { Db } from '../src/service/store/db';
import { createApiKey } from '../src/service/store/keys-repo';
import { openPgDb } from '../src/service/store/pg-db';
import { openPgliteDb } from '../src/service/store/pglite-db';

const PLANS: PlanTable = {
  bench: {
    monthlyQuota: null,
    burst: null,
    capabilities: { content: true, entities: true, websocket: false, webhooks: false },
    websocketConnections: 0,
    webhooks: 0,
  },
};

export interface ExportStore {
  db: Db;
  /** The URL that reaches the store's schema on a server (for the auxiliary pools); none on PGlite. */
  url: string | undefined;
}

/** bench:search's store for `articles`: a schema of the server at `url`, else the PGlite data directory. */
export async function openBenchStore(articles: number, url: string | undefined): Promise<ExportStore> {
  if (!url) {
    const dir = path.join(fileURLToPath(new URL('.', import.meta.url)), '.data', `pglite-${articles}`);
    return { db: await openPgliteDb(dir), url: undefined };
  }
  const schema = `bench_${articles}`;
  const admin = await openPgDb({ url });
  await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.close();
  const schemaUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return { db: await openPgDb({ url: schemaUrl, maxConnections: 8 }), url: schemaUrl };
}

export interface ExportApp {
  /** http://127.0.0.1:<port> */
  base: string;
  key: string;
  /** Closes the app and its pools; the store stays open. */
  close: () => Promise<void>;
}

/** The app over `store` listening on loopback, and a new key named `keyName` on the bench plan. */
export async function startExportApp(store: ExportStore, keyName: string): Promise<ExportApp> {
  const { db } = store;
  const { key } = await createApiKey(db, { name: keyName, plan: 'bench' });
  const aux = await openAuxPools(db, store.url);
  const limiter = createPgLimiter(aux.limiterDb);
  const app = await buildApp({
    db,
    plans: PLANS,
    keys: createKeyResolver(db, PLANS),
    limiter,
    version: 'bench',
    logger: false,
    rest: createRestDeps(db, { limiter, walkDb: aux.walkDb }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    key,
    close: async () => {
      await app.close();
      await aux.close();
    },
  };
}
