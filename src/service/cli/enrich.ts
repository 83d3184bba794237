/**
 * @module `npm run enrich`: runs the enrichment chain again over every stored article (after an upgrade or a
 * company import), also while the service runs. Only enrichment and the search index change; an article's
 * text, dates and revisedDate stay, and no event is sent.
 */
import { Command } from 'commander';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../config/env';
import { MAX_REENRICH_BATCH } from '../ingest/pipeline/reenrich-batch';
import { openPipelineAdmin } from '../admin/pipeline-admin';
import { batchOption } from './batch-option';

const program = new Command('enrich')
  .description(
    'Enrich every stored article again: language, sentiment, categories, countries, companies and the search index',
  )
  .addOption(batchOption('articles per step', MAX_REENRICH_BATCH, 200))
  .action(async (opts: { batch: number }) => {
    const admin = await openPipelineAdmin(loadConfig());
    const bar = new SingleBar(
      { format: 'enrich [{bar}] {value}/{total} articles, {changed} changed', hideCursor: true },
      Presets.shades_classic,
    );
    try {
      bar.start(await admin.countArticles(), 0, { changed: 0 });
      let after: number | null = null;
      let examined = 0;
      let changed = 0;
      do {
        const step = await admin.reenrichBatch({ after, limit: opts.batch });
        examined += step.examined;
        changed += step.changed;
        bar.update(examined, { changed });
        after = step.next;
      } while (after !== null);
      bar.stop();
      process.stdout.write(`Enriched via ${admin.via}: ${examined} articles, ${changed} changed.\n`);
    } finally {
      bar.stop();
      await admin.close();
    }
  });

program.parseAsync(process.argv).catch((error: unknown) => {
  process.stderr.write(`enrich: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
