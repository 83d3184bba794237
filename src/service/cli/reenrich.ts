/**
 * @module `npm run reenrich`: re-scores the stored articles an older enrichment version wrote (after a model
 * change), in batches, also while the service runs, and resumable: interrupted, the next run goes on from the
 * cursor the store keeps. Not news: no live subscriber, webhook or GET /v2/changes hears of it.
 */
import { Command } from 'commander';
import { loadConfig } from '../config/env';
import { MAX_REENRICH_BATCH } from '../ingest/pipeline/reenrich-batch';
import { openPipelineAdmin } from '../admin/pipeline-admin';
import { batchOption } from './batch-option';

const program = new Command('reenrich')
  .description('Re-score the stored articles an older enrichment version wrote, in resumable batches')
  .addOption(batchOption('articles per step', MAX_REENRICH_BATCH, 200))
  .action(async (opts: { batch: number }) => {
    const admin = await openPipelineAdmin(loadConfig());
    try {
      let examined = 0;
      let changed = 0;
      for (;;) {
        const step = await admin.reenrichOutdated(opts.batch);
        examined += step.examined;
        changed += step.changed;
        if (step.done) break;
        process.stdout.write(`reenrich: ${examined} articles so far, up to id ${step.cursor}\n`);
      }
      process.stdout.write(`Re-scored via ${admin.via}: ${examined} articles, ${changed} changed.\n`);
    } finally {
      await admin.close();
    }
  });

program.parseAsync(process.argv).catch((error: unknown) => {
  process.stderr.write(`reenrich: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
