/**
 * @module The demo wire: after the demo corpus, one more generated article from the fictional `.example`
 * sources every few seconds, through the same enrichment, write path and event bus as a polled feed item,
 * so that the live streams and the dashboard's Live view have something to show on a machine with no feeds.
 * Instances sharing one database take turns: each tick is claimed in the store, so only one writes it.
 */
import type { Logger } from 'pino';
import type { CompanyMatcher } from '../enrich/companies/match-companies';
import { enrichArticle } from '../enrich/enrich-article';
import type { ArticleEventBus } from '../events/article-events';
import { writeArticle } from '../store/articles-repo';
import type { Queryable } from '../store/db';
import { generateDemoArticle } from './generate-corpus';
import { demoRawArticle } from './raw-article';

export interface DemoWireDeps {
  db: Queryable;
  events: ArticleEventBus;
  intervalMs: number;
  companies?: CompanyMatcher;
  log?: Pick<Logger, 'warn' | 'debug'>;
  now?: () => Date;
}

export interface DemoWire {
  /** Writes the next article now if no instance wrote one within the interval; true when this one did. */
  tick(): Promise<boolean>;
  stop(): Promise<void>;
}

const DUE_KEY = 'demo_wire_due';

/** Claims the tick at `now` for this instance: the stored due time moves on only where it had passed. */
async function claimTick(db: Queryable, now: Date, intervalMs: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO meta (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value WHERE meta.value::bigint <= $3::bigint
     RETURNING value`,
    [DUE_KEY, String(now.getTime() + intervalMs - 1), String(now.getTime())],
  );
  return rows.length > 0;
}

export function startDemoWire(deps: DemoWireDeps): DemoWire {
  const now = deps.now ?? (() => new Date());
  let running: Promise<boolean> = Promise.resolve(false);
  let stopped = false;

  async function writeNext(): Promise<boolean> {
    const at = now();
    if (stopped || !(await claimTick(deps.db, at, deps.intervalMs))) return false;
    // Publishers stamp whole seconds; the link number only has to differ from every earlier one.
    const published = new Date(Math.floor(at.getTime() / 1000) * 1000);
    const item = generateDemoArticle({ at: published, seed: at.getTime(), n: at.getTime() });
    const outcome = await writeArticle(deps.db, enrichArticle(demoRawArticle(item), deps.companies), { at });
    if (outcome.kind !== 'created') return false;
    deps.events.emit('article.created', { article: outcome.article });
    deps.log?.debug({ link: outcome.article.link }, 'demo wire: article written');
    return true;
  }

  const tick = (): Promise<boolean> => {
    running = running.then(writeNext).catch((err: unknown) => {
      deps.log?.warn({ err }, 'demo wire: article not written');
      return false;
    });
    return running;
  };
  const timer = setInterval(() => void tick(), deps.intervalMs);
  timer.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
