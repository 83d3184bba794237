/**
 * @module `npm run companies -- import-sec|import-csv|list|show`: the company reference store, also while the
 * service runs (it then tags new articles with the imported companies at once).
 */
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { loadConfig } from '../config/env';
import { importAll, openCompanyAdmin, type CompanyAdmin } from '../admin/company-admin';
import type { CompanyRecord } from '../model/company-record';
import { MAX_IMPORT_BATCH, type ParsedImport } from '../companies/imported-company';
import { parseColumnMap, parseCsvCompanies } from '../companies/parse-csv-import';
import { parseSecCompanyTickers } from '../companies/parse-sec';
import type { ImportSource } from '../companies/plan-import';

function formatCompanies(companies: readonly CompanyRecord[]): string {
  const header = ['id', 'ticker', 'exchange', 'name', 'country', 'isin', 'source'];
  const rows = companies.map((c) => [
    String(c.companyId),
    c.ticker,
    c.exchange ?? '-',
    c.name,
    c.country ?? '-',
    c.isin ?? '-',
    c.listed ? c.source : `${c.source}, former`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [header, ...rows]
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function withAdmin(fn: (admin: CompanyAdmin) => Promise<void>): Promise<void> {
  const admin = await openCompanyAdmin(loadConfig());
  try {
    await fn(admin);
  } finally {
    await admin.close();
  }
}

function runImport(source: ImportSource, parsed: ParsedImport, batch: string): Promise<void> {
  return withAdmin(async (admin) => {
    const batchSize = Math.min(MAX_IMPORT_BATCH, Math.max(1, Number(batch) || 1_000));
    const counts = await importAll(admin, source, parsed.companies, {
      batchSize,
      onBatch: (done) => process.stderr.write(`\r${done}/${parsed.companies.length} companies`),
    });
    process.stderr.write('\n');
    for (const [reason, n] of Object.entries(parsed.skipped))
      process.stderr.write(`skipped ${n}: ${reason}\n`);
    for (const [reason, n] of Object.entries(parsed.dropped))
      process.stderr.write(`dropped ${n}: ${reason}\n`);
    process.stdout.write(
      `Imported via ${admin.via}: ${counts.created} new, ${counts.updated} updated, ${counts.unchanged} unchanged, ` +
        `${Object.values(parsed.skipped).reduce((a, b) => a + b, 0)} rows skipped.\n`,
    );
  });
}

const program = new Command('companies').description('Manage the Newsroom company reference store');

program
  .command('import-sec <file>')
  .description("import SEC's company_tickers_exchange.json (Nasdaq and NYSE companies)")
  .option('--batch <n>', 'companies per batch', '1000')
  .action((file: string, opts: { batch: string }) =>
    runImport('sec', parseSecCompanyTickers(readFileSync(file, 'utf8')), opts.batch),
  );

program
  .command('import-csv <file>')
  .description('import a CSV with a header row through a column mapping')
  .requiredOption(
    '--map <pairs>',
    'field=Column pairs, comma-separated; fields: name, ticker (required), exchange, mic, country, sector, ' +
      'industry, isin, isins, openfigi, aliases, cik',
  )
  .option(
    '--exchange <name>',
    'exchange of every row when the file has no exchange column (NYSE, LSE, XETRA...)',
  )
  .option('--where <column=value>', 'only rows with this value (e.g. asset_type=Stock)')
  .option('--batch <n>', 'companies per batch', '1000')
  .action((file: string, opts: { map: string; exchange?: string; where?: string; batch: string }) => {
    const at = opts.where?.indexOf('=') ?? -1;
    const where =
      opts.where === undefined
        ? undefined
        : { column: opts.where.slice(0, at), value: opts.where.slice(at + 1) };
    if (where !== undefined && at < 1) throw new Error(`--where '${opts.where}' is not column=value`);
    const parsed = parseCsvCompanies(readFileSync(file, 'utf8'), {
      map: parseColumnMap(opts.map),
      exchange: opts.exchange,
      where,
    });
    return runImport('csv', parsed, opts.batch);
  });

program
  .command('list')
  .description('list companies, best matches for --q first')
  .option('--q <text>', 'ticker, name or alias (prefix)', '')
  .option('--limit <n>', 'at most this many', '50')
  .action((opts: { q: string; limit: string }) =>
    withAdmin(async (admin) => {
      const { total, companies } = await admin.list(opts.q, Math.max(1, Number(opts.limit) || 50));
      process.stdout.write(`${formatCompanies(companies)}\n`);
      if (total > companies.length)
        process.stderr.write(`… ${total - companies.length} more (raise --limit)\n`);
    }),
  );

program
  .command('show <ticker>')
  .description('every company listed under a ticker, in full')
  .action((ticker: string) =>
    withAdmin(async (admin) => {
      const companies = await admin.show(ticker);
      if (companies.length === 0) {
        process.stderr.write(`No company is listed under '${ticker}'.\n`);
        process.exitCode = 1;
        return;
      }
      process.stdout.write(`${JSON.stringify(companies, null, 2)}\n`);
    }),
  );

program.parseAsync(process.argv).catch((error: unknown) => {
  process.stderr.write(`companies: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
