/**
 * @module `npm run sources -- add|remove|enable|disable|list`: manage the sources catalog, custom sources
 * of one key's account included (`add <domain> --feed <url> --for-key <key>`), also while the service runs.
 */
import { Command } from 'commander';
import { loadConfig } from '../config/env';
import type { SourceRecord } from '../store/sources-repo';
import { feedsToSave } from '../ingest/discover/discover-feeds';
import { openPipelineAdmin, type PipelineAdmin } from '../admin/pipeline-admin';

function formatSources(sources: SourceRecord[]): string {
  const header = [
    'domain',
    'default',
    'for key',
    'country',
    'status',
    'feeds',
    'last success',
    'next poll',
    'last error',
  ];
  const rows = sources.map((s) => [
    s.domain,
    s.isDefault ? 'yes' : 'no',
    s.customForKey === null ? '-' : String(s.customForKey),
    s.originCountry || '-',
    s.enabled ? 'enabled' : 'disabled',
    String(s.feedUrls.length),
    s.lastSuccessAt?.toISOString() ?? '-',
    s.enabled && s.feedUrls.length > 0 ? (s.nextPollAt?.toISOString() ?? 'not scheduled') : '-',
    s.lastError ? `${s.lastErrorAt?.toISOString() ?? ''} ${s.lastError}`.slice(0, 80) : '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [header, ...rows].map((r) => r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')).join('\n');
}

async function withAdmin(fn: (admin: PipelineAdmin) => Promise<void>): Promise<void> {
  const admin = await openPipelineAdmin(loadConfig());
  try {
    await fn(admin);
  } finally {
    await admin.close();
  }
}

function changed(ok: boolean, what: string): void {
  if (ok) process.stdout.write(`${what}\n`);
  else fail('No such source.');
}

function fail(message: string): void {
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}

interface AddOptions {
  feed: string[];
  check: boolean;
  discover?: boolean;
  default?: boolean;
  country?: string;
  content?: boolean;
  forKey?: string;
}

const program = new Command('sources').description('Manage the Newsroom sources catalog');

program
  .command('add <domain>')
  .description('add a source (or add feeds to it)')
  .option('--feed <url...>', 'RSS/Atom/JSON feed URL (repeatable)', [])
  .option('--default', 'search it by default')
  .option('--country <XX>', 'origin country, ISO 3166-1 alpha-2')
  .option('--content', 'fetch article pages when feed items carry no content')
  .option('--for-key <key>', "a custom source of this key's account (key id, name or prefix)")
  .option('--discover', "also take the feeds the site's home page (https://<domain>/) announces")
  .option('--no-check', 'save the feed URLs as given, without fetching them')
  .action(async (domain: string, opts: AddOptions) => {
    if (opts.discover && !opts.check)
      return fail('--discover reads the home page, so it cannot be combined with --no-check.');
    const pages = opts.discover ? [`https://${domain.toLowerCase()}/`] : [];
    let feedUrls = opts.feed;
    if (opts.check && opts.feed.length + pages.length > 0) {
      const checked = await feedsToSave(
        { feeds: opts.feed, pages },
        { allowPrivateHosts: loadConfig().fetchPrivateHosts },
      );
      for (const note of checked.notes) process.stdout.write(`${note}\n`);
      if (checked.refusals.length > 0) return fail(`Refused: ${checked.refusals.join('; ')}.`);
      feedUrls = checked.feedUrls;
    }
    await withAdmin(async (admin) => {
      const outcome = await admin.save({
        domain: domain.toLowerCase(),
        feedUrls,
        isDefault: opts.default,
        originCountry: opts.country?.toUpperCase(),
        contentWanted: opts.content,
        forKey: opts.forKey,
      });
      if (!outcome.saved) return fail(`Refused: ${outcome.refusal.message}.`);
      const owner = outcome.customForKey === null ? '' : ` as a custom source of key ${outcome.customForKey}`;
      process.stdout.write(`Saved ${outcome.domain}${owner} via ${admin.via}.\n`);
    });
  });

program
  .command('remove <domain>')
  .description("remove a source from the catalog (its articles stay, except a custom source's)")
  .action((domain: string) =>
    withAdmin(async (admin) => {
      const removed = await admin.remove(domain);
      if (!removed) return fail('No such source.');
      const articles =
        removed.customForKey === null ? '' : ` and its ${removed.articlesDeleted} articles (custom source)`;
      process.stdout.write(`Removed ${domain}${articles}.\n`);
    }),
  );

for (const [name, enabled] of [
  ['enable', true],
  ['disable', false],
] as const) {
  program
    .command(`${name} <domain>`)
    .description(`${name} polling of a source`)
    .action((domain: string) =>
      withAdmin(async (admin) => changed(await admin.setEnabled(domain, enabled), `${domain} ${name}d.`)),
    );
}

program
  .command('list')
  .description('list sources with their poll state')
  .action(() =>
    withAdmin(async (admin) => {
      process.stdout.write(`${formatSources(await admin.list())}\n`);
    }),
  );

program.parseAsync(process.argv).catch((error: unknown) => {
  process.stderr.write(`sources: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
