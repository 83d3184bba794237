/**
 * @module `npm run export -- '<query>' --from … --to … --as-of … > file.ndjson`: every match of a search from a running
 * service, one article a line, resuming by itself when the connection breaks.
 */
import { Command, InvalidArgumentError } from 'commander';
import { loadConfig } from '../config/env';
import { dataFiles, readSecretFile, readServiceLock } from '../system/data-dir';
import { downloadExport } from '../export/download-export';

interface ExportCliOptions {
  from?: string;
  to?: string;
  asOf?: string;
  sources?: string;
  tickers?: string;
  language?: string;
  orderBy?: string;
  order?: string;
  includeContent?: boolean;
  includeEntities?: boolean;
  body?: string;
  resume?: string;
  url?: string;
  key?: string;
}

const list = (value: string | undefined): string[] | undefined =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0);

function jsonObject(value: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(value);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new InvalidArgumentError('--body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** The service and key: options, then NEWS_API_BASE_URL / NEWS_API_KEY, then the data directory's own. */
function target(options: ExportCliOptions): { url: string; key: string } {
  const { dataDir } = loadConfig();
  const url = options.url ?? process.env.NEWS_API_BASE_URL ?? readServiceLock(dataDir)?.url;
  const key = options.key ?? process.env.NEWS_API_KEY ?? readSecretFile(dataFiles(dataDir).localKey);
  if (!url) throw new Error('No service: start one (npm start), or give --url or NEWS_API_BASE_URL');
  if (!key) throw new Error('No API key: give --key or NEWS_API_KEY');
  return { url: url.replace(/\/+$/, ''), key };
}

function bodyOf(query: string | undefined, options: ExportCliOptions): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    query,
    from: options.from,
    to: options.to,
    asOf: options.asOf,
    sources: list(options.sources),
    tickers: list(options.tickers),
    language: options.language,
    orderBy: options.orderBy,
    order: options.order,
    includeContent: options.includeContent,
    includeEntities: options.includeEntities,
    resumeToken: options.resume,
  };
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  return { ...(options.body ? jsonObject(options.body) : {}), ...given };
}

/** Resolves once stdout took the text (or at once when it has room). */
const writeOut = (text: string): Promise<void> =>
  new Promise((resolve, reject) => {
    if (text.length === 0) return resolve();
    process.stdout.write(text, (error) => (error ? reject(error) : resolve()));
  });

const program = new Command('export')
  .description('Write every article a search matches to stdout as NDJSON (one article a line)')
  .argument('[query]', 'the query, in the query language of POST /v2/articles')
  .option('--from <date>', 'publishDate from (YYYY-MM-DD or ISO 8601)')
  .option('--to <date>', 'publishDate to (a date-only value is the whole day)')
  .option('--as-of <time>', 'the answer as the service could have given it then (ISO 8601)')
  .option('--sources <domains>', 'comma-separated source domains (* for all)')
  .option('--tickers <tickers>', 'comma-separated tickers')
  .option('--language <code>', 'ISO 639-1 language (default en)')
  .option('--order-by <field>', 'publishDate (default), createdAt or revisedDate')
  .option('--order <order>', 'DESC (default) or ASC')
  .option('--include-content', 'add content (plans with content)')
  .option('--include-entities', 'add companies (plans with entities)')
  .option('--body <json>', 'any other field of the search body, as a JSON object')
  .option('--resume <token>', 'continue after the row this resume token was given with')
  .option('--url <url>', 'the service (default: NEWS_API_BASE_URL, else the service of the data directory)')
  .option('--key <key>', "the API key (default: NEWS_API_KEY, else the data directory's local key)")
  .action(async (query: string | undefined, options: ExportCliOptions) => {
    const { url, key } = target(options);
    const started = Date.now();
    const result = await downloadExport({
      url,
      key,
      body: bodyOf(query, options),
      write: writeOut,
      onProgress: ({ rows, resumed }) => {
        if (process.stderr.isTTY)
          process.stderr.write(`\r${rows} articles${resumed ? `, resumed ${resumed}×` : ''}`);
      },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (process.stderr.isTTY) process.stderr.write('\n');
    if (result.ok) {
      process.stderr.write(`${result.rows} articles in ${seconds} s\n`);
      return;
    }
    process.stderr.write(`Stopped after ${result.rows} articles: ${result.statusCode} ${result.message}\n`);
    if (result.resumeToken) process.stderr.write(`Continue with --resume ${result.resumeToken}\n`);
    process.exitCode = 2;
  });

program.parseAsync().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
