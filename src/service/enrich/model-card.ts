/**
 * @module What labels the articles and what it scored: one entry per label, with the figures of the latest
 * evaluation of the shipped model, copied from bench/RESULTS.md (the heading's timestamp is `measuredAt`;
 * model-card.test.ts checks every value against that entry). Re-run the evaluation, then update both.
 */
import type { EnrichmentFigure, EnrichmentModel, EnrichmentResponse } from '../../contract';
import { ENRICHMENT_VERSION } from './enrich-article';

const LANGUAGE_RUN = '2026-11-25T11:29:34.839Z';
const SENTIMENT_RUN = '2026-11-25T10:06:40.501Z';
const LABELS_RUN = '2026-11-25T06:40:26.393Z';
const ENTITIES_RUN = '2026-12-02T07:54:01.676Z';

const SEMEVAL = 'SemEval-2017 Task 5 headlines';
const SEMEVAL_HELD_OUT = 'public half, held-out split (not tuned on)';
const ARTICLE_BASELINE = "the headline's article sentiment × confidence, for every company";
const ADVERSARIAL = 'Adversarial headlines, hand-written (bench/eval/entities-adversarial.json)';
const ADVERSARIAL_SPLIT = 'all 65 (written by the rules’ author: a check of those cases, not an estimate)';
const LABELLED = 'Hand-labelled headlines (src/service/enrich/fixtures/labelled-headlines.json)';
const LABELLED_SPLIT = 'all 343 (rules written with it in view)';
const HOLDOUT = 'Hand-labelled headlines (src/service/enrich/fixtures/labelled-headlines-holdout.json)';
const HOLDOUT_SPLIT = 'all 60 (hold-out: no rule chosen on it)';
const PHRASEBANK_SPLIT = 'public half (evaluation only: never trained or tuned on)';

const figure = (
  measuredAt: string,
  dataset: string,
  split: string,
  n: number,
  metric: string,
  value: number,
  baseline: EnrichmentFigure['baseline'] = null,
): EnrichmentFigure => ({ dataset, split, n, metric, value, baseline, measuredAt });

const afinn = (value: number) => ({ name: 'AFINN-165 lexicon', value });

const MODELS: readonly EnrichmentModel[] = [
  {
    label: 'language',
    name: "franc's trigram scores weighed with function words and a head start for the declared language",
    version: 'franc-min 6.2.0',
    evaluation: 'npm run eval:language',
    figures: [
      figure(
        LANGUAGE_RUN,
        'English headlines (Reuters, Guardian)',
        'held out, declared en',
        42570,
        'accuracy',
        0.995,
      ),
      figure(
        LANGUAGE_RUN,
        'English headlines (Reuters, Guardian)',
        'held out, undeclared',
        42570,
        'accuracy',
        0.942,
      ),
      figure(
        LANGUAGE_RUN,
        'de/fr/es demo titles',
        'held out, own language declared',
        1261,
        'accuracy',
        0.998,
      ),
      figure(LANGUAGE_RUN, 'de/fr/es demo title + summary', 'held out, undeclared', 1182, 'accuracy', 0.999),
    ],
  },
  {
    label: 'sentiment',
    name:
      'English: logistic model (naive-Bayes-scaled words, finance cues; mean of 10 cross-fitted models), ' +
      'the headline weighing as much as the body; de/fr/es/ja: finance lexicons',
    version: 'newsroom-sentiment-lr/1, seed 20261122',
    evaluation: 'npm run eval:sentiment',
    figures: [
      figure(
        SENTIMENT_RUN,
        'Financial PhraseBank, 50Agree',
        PHRASEBANK_SPLIT,
        2453,
        'accuracy',
        0.798,
        afinn(0.598),
      ),
      figure(
        SENTIMENT_RUN,
        'Financial PhraseBank, 50Agree',
        PHRASEBANK_SPLIT,
        2453,
        'macro-F1',
        0.757,
        afinn(0.546),
      ),
      figure(
        SENTIMENT_RUN,
        'Financial PhraseBank, 50Agree',
        PHRASEBANK_SPLIT,
        2453,
        'expected calibration error of the confidence (10 bins; lower is better)',
        0.039,
        afinn(0.117),
      ),
      figure(
        SENTIMENT_RUN,
        'Financial PhraseBank, AllAgree',
        PHRASEBANK_SPLIT,
        1167,
        'accuracy',
        0.903,
        afinn(0.641),
      ),
      figure(
        SENTIMENT_RUN,
        'Twitter Financial News Sentiment (TFNS), valid',
        'public half (settings chosen on it)',
        1202,
        'macro-F1',
        0.752,
        afinn(0.46),
      ),
    ],
  },
  {
    label: 'companySentiment',
    name:
      'Each company: the English model over the clauses that name it, moved by company event words ' +
      '("accused", "upgraded"), a conceded clause ("despite …") weighing a quarter, the headline weighing as ' +
      'much as the body, neutral logit lowered by 1.5; salience from title, lead and share of mentions',
    version: `enrichment ${ENRICHMENT_VERSION}`,
    evaluation: 'npm run eval:entities',
    figures: [
      figure(
        ENTITIES_RUN,
        SEMEVAL,
        SEMEVAL_HELD_OUT,
        297,
        'cosine similarity of sentimentScore and gold score (the task metric; untagged company = 0)',
        0.704,
        { name: ARTICLE_BASELINE, value: 0.696 },
      ),
      figure(
        ENTITIES_RUN,
        SEMEVAL,
        SEMEVAL_HELD_OUT,
        297,
        '3-class accuracy (gold within ±0.1 = neutral)',
        0.599,
        {
          name: ARTICLE_BASELINE,
          value: 0.562,
        },
      ),
      figure(
        ENTITIES_RUN,
        `${SEMEVAL}, naming two or more companies`,
        SEMEVAL_HELD_OUT,
        109,
        'cosine similarity of sentimentScore and gold score (the task metric; untagged company = 0)',
        0.581,
        { name: ARTICLE_BASELINE, value: 0.589 },
      ),
      figure(ENTITIES_RUN, ADVERSARIAL, ADVERSARIAL_SPLIT, 64, 'sentiment accuracy (gold companies)', 0.969),
    ],
  },
  {
    label: 'categories',
    name: 'Weighted word and phrase rules for the 13 categories (0–3 per article)',
    version: `enrichment ${ENRICHMENT_VERSION}`,
    evaluation: 'npm run eval:labels',
    figures: [
      figure(LABELS_RUN, LABELLED, LABELLED_SPLIT, 343, 'micro precision', 0.872),
      figure(LABELS_RUN, LABELLED, LABELLED_SPLIT, 343, 'micro recall', 0.822),
      figure(LABELS_RUN, HOLDOUT, HOLDOUT_SPLIT, 60, 'micro precision', 0.857),
      figure(LABELS_RUN, HOLDOUT, HOLDOUT_SPLIT, 60, 'micro recall', 0.804),
    ],
  },
  {
    label: 'countries',
    name: 'Country names, demonyms, capitals, financial centres and institutions (i18n-iso-countries + own terms)',
    version: `enrichment ${ENRICHMENT_VERSION}`,
    evaluation: 'npm run eval:labels',
    figures: [
      figure(LABELS_RUN, LABELLED, LABELLED_SPLIT, 343, 'micro precision', 0.996),
      figure(LABELS_RUN, LABELLED, LABELLED_SPLIT, 343, 'micro recall', 0.996),
      figure(LABELS_RUN, HOLDOUT, HOLDOUT_SPLIT, 60, 'micro precision', 1),
      figure(LABELS_RUN, HOLDOUT, HOLDOUT_SPLIT, 60, 'micro recall', 1),
    ],
  },
  {
    label: 'companies',
    name: 'Cashtags, exchange-qualified tickers, names and aliases in context, over the company reference store',
    version: `enrichment ${ENRICHMENT_VERSION}`,
    evaluation: 'npm run eval:entities',
    figures: [
      figure(
        ENTITIES_RUN,
        SEMEVAL,
        'public half, all 604 headline–company pairs',
        604,
        'recall (gold company tagged)',
        0.873,
      ),
      figure(
        ENTITIES_RUN,
        SEMEVAL,
        'public half, all 604 headline–company pairs',
        604,
        'precision, strict (tagged company is the gold one; the gold names one company per row)',
        0.893,
      ),
      figure(ENTITIES_RUN, ADVERSARIAL, ADVERSARIAL_SPLIT, 65, 'tagging precision', 1),
      figure(ENTITIES_RUN, ADVERSARIAL, ADVERSARIAL_SPLIT, 65, 'tagging recall', 1),
    ],
  },
];

export function modelCard(): EnrichmentResponse {
  return { status: 'ok', enrichmentVersion: ENRICHMENT_VERSION, models: [...MODELS] };
}
