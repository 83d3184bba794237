/**
 * @module The hand-written adversarial headlines of eval:entities (bench/eval/entities-adversarial.json): precision
 * and recall of tagging by seed ticker, and accuracy of each gold company's own sentiment.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { CompanyMatcher } from '../../src/service/enrich/companies/match-companies';
import { judgeArticle } from '../../src/service/enrich/judge/judge-article';
import { detectLanguage } from '../../src/service/enrich/language/detect-language';
import { markdownTable } from '../results-file';

const Label = z.enum(['positive', 'neutral', 'negative']);
const AdversarialSet = z.object({
  items: z.array(z.object({ kind: z.string(), title: z.string(), companies: z.record(z.string(), Label) })),
});

export const ADVERSARIAL_FILE = new URL('./entities-adversarial.json', import.meta.url);

interface Tally {
  headlines: number;
  gold: number;
  predicted: number;
  found: number;
  sentimentRight: number;
}

const empty = (): Tally => ({ headlines: 0, gold: 0, predicted: 0, found: 0, sentimentRight: 0 });

export function adversarialReport(matcher: CompanyMatcher): string {
  const set = AdversarialSet.parse(JSON.parse(readFileSync(ADVERSARIAL_FILE, 'utf8')));
  const byKind = new Map<string, Tally>();
  const all = empty();
  const wrong: string[] = [];
  for (const item of set.items) {
    const language = detectLanguage(item.title, 'en');
    const tagged = matcher.mentions(item.title, language);
    const judged = judgeArticle({ title: item.title }, language, tagged);
    const got = new Map(tagged.map((t, i) => [t.company.ticker, judged[i]?.sentiment ?? 'neutral']));
    const kind = byKind.get(item.kind) ?? empty();
    byKind.set(item.kind, kind);
    for (const t of [kind, all]) {
      t.headlines += 1;
      t.gold += Object.keys(item.companies).length;
      t.predicted += got.size;
    }
    for (const [ticker, sentiment] of got)
      if (!(ticker in item.companies)) wrong.push(`tagged ${ticker} (${sentiment}): ${item.title}`);
    for (const [ticker, want] of Object.entries(item.companies)) {
      const have = got.get(ticker);
      if (have === undefined) {
        wrong.push(`missed ${ticker}: ${item.title}`);
        continue;
      }
      const right = have === want ? 1 : 0;
      for (const t of [kind, all]) {
        t.found += 1;
        t.sentimentRight += right;
      }
      if (right === 0) wrong.push(`${ticker} ${have}, expected ${want}: ${item.title}`);
    }
  }
  const ratio = (n: number, d: number): string => (d === 0 ? 'n/a' : (n / d).toFixed(3));
  const row = (name: string, t: Tally): (string | number)[] => [
    name,
    t.headlines,
    t.gold,
    ratio(t.found, t.predicted),
    ratio(t.found, t.gold),
    ratio(t.sentimentRight, t.found),
  ];
  const table = markdownTable(
    [
      'kind',
      'headlines',
      'gold companies',
      'tagging precision',
      'tagging recall',
      'sentiment accuracy (tagged gold)',
    ],
    [...[...byKind.entries()].map(([k, t]) => row(k, t)), row('all', all)],
  );
  return [
    `Adversarial set (${set.items.length} hand-written headlines, bench/eval/entities-adversarial.json; kinds: fruit = a`,
    'company name that is also a thing, word = a name that is an ordinary word, ticker-word = a ticker that is a word',
    'or a written cashtag, share = "shares of X" vs "X shares its…" and share buttons, opposite = two companies with',
    'opposite news, same = one piece of news for one or two companies). Written by the author of the rules, and two',
    'fixes followed its first run (share and follow prompts no longer tag the platform; a clause whose only own word',
    'is a verb is not a list of names), so it checks those cases rather than estimating unseen precision.',
    '',
    table,
    '',
    `Errors (${wrong.length}):`,
    ...wrong.map((w) => `  ${w}`),
  ].join('\n');
}
