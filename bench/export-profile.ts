/**
 * @module `node --cpu-prof --import tsx bench/export-profile.ts --articles N --database-url URL [--format csv]
 * [--gzip] [--entities] [--runs 3]`: exports of the bench:search corpus (loaded once into its schema) after a
 * warm-up one; prints the rows and the process's CPU ms per 10,000 rows over the measured runs (user + system:
 * on a loaded machine a truer figure than wall-clock rows/s). `--analyze <file.cpuprofile>` then lists the
 * functions with the most self time. PostgreSQL's own CPU is another process's, not counted.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/service/app';
import { createKeyResolver } from '../src/service/auth/key-resolver';
import { createPgLimiter } from '../src/service/auth/pg-limiter';
import { openAuxPools } from '../src/service/aux-pools';
import type { PlanTable } from '../src/service/config/plans';
import { createRestDeps } from '../src/service/create-rest-deps';
import { createApiKey } from '../src/service/store/keys-repo';
import { migrate } from '../src/service/store/migrate';
import { openPgDb } from '../src/service/store/pg-db';
import { ensureBenchCorpus } from './bench-corpus';
import { readExportStream } from './export-stream';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '20000' },
    'database-url': { type: 'string' },
    format: { type: 'string', default: 'ndjson' },
    gzip: { type: 'boolean', default: false },
    entities: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    analyze: { type: 'string' },
    top: { type: 'string', default: '30' },
  },
});
const ARTICLES = Number(args.articles);
const log = (line: string) => process.stdout.write(`${line}\n`);

const PLANS: PlanTable = {
  bench: {
    monthlyQuota: null,
    burst: null,
    capabilities: { content: true, entities: true, websocket: false, webhooks: false },
    websocketConnections: 0,
    webhooks: 0,
  },
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

/** Self time per function (ms), summed over the sampled stacks' leaves. */
function selfTimes(profile: CpuProfile): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i += 1) {
    const node = byId.get(samples[i] ?? -1);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^.*\/(node_modules|src)\//, '$1/');
    const name = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    totals.set(name, (totals.get(name) ?? 0) + (deltas[i] ?? 0) / 1000);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** `--analyze <file.cpuprofile>`: the functions of a `node --cpu-prof` profile that cost the most self time. */
function analyze(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const times = selfTimes(profile);
  const sampled = times.reduce((sum, [, ms]) => sum + ms, 0);
  log(`${file}: ${sampled.toFixed(0)} ms sampled`);
  for (const [name, ms] of times.slice(0, Number(args.top)))
    log(`${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / sampled).toFixed(1).padStart(5)}%  ${name}`);
}

async function main(): Promise<void> {
  if (args.analyze) return analyze(args.analyze);
  const url = args['database-url'];
  if (!url) throw new Error('--database-url is required (PostgreSQL)');
  const schema = `bench_${ARTICLES}`;
  const admin = await openPgDb({ url });
  await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.close();
  const schemaUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const db = await openPgDb({ url: schemaUrl, maxConnections: 8 });
  await migrate(db);
  await ensureBenchCorpus(db, ARTICLES, log);
  const { key } = await createApiKey(db, { name: 'export-profile', plan: 'bench' });
  const aux = await openAuxPools(db, schemaUrl);
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
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const body = {
    sources: ['*'],
    format: args.format,
    ...(args.entities ? { includeEntities: true, includeContent: true } : {}),
  };
  const rows = Number(
    (await db.query<{ n: string }>(`SELECT count(*) AS n FROM articles WHERE language = 'en'`))[0]?.n ?? 0,
  );
  await readExportStream(base, key, body, args.gzip); // warm-up: JIT, prepared plans, caches
  const runs = Number(args.runs);
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  let bytes = 0;
  for (let i = 0; i < runs; i += 1) bytes = (await readExportStream(base, key, body, args.gzip)).bytes;
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const exported = rows * runs;
  log(
    `export ${JSON.stringify(body)}${args.gzip ? ' gzip' : ''}: ${rows} rows × ${runs}, ${(bytes / 2 ** 20).toFixed(1)} MB each`,
  );
  log(
    `CPU ${cpuMs.toFixed(0)} ms (user ${(cpu.user / 1000).toFixed(0)}, system ${(cpu.system / 1000).toFixed(0)}) = ` +
      `${((cpuMs * 10_000) / exported).toFixed(0)} CPU ms per 10k rows; wall ${wallMs.toFixed(0)} ms ` +
      `(${Math.round((exported * 1000) / wallMs)} rows/s on a loaded machine: not a throughput figure)`,
  );
  await app.close();
  await aux.close();
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
