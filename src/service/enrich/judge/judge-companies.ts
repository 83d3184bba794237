/**
 * @module judgeCompanies: each tagged company's own sentiment, salience and evidence, from the sentences that
 * name it. In a sentence naming several companies in different clauses ("X beats forecasts while Y warns")
 * each company reads its own clauses, mixed with a little of the whole sentence; the headline counts as much
 * as the mean of the body's sentences, as for the article's sentiment, and the mix is calibrated once.
 */
import {
  MAX_EVIDENCE,
  type CompanyJudgement,
  type Evidence,
  type EvidenceField,
} from '../../model/company-judgement';
import { sentenceSpans, trimSpan, type Span } from '../sentiment/text-spans';
import { companyClauses, type Mention } from './company-clauses';
import { concededClauses } from './concessions';
import { mixLogits, scorerFor, verdictOf, type Reading, type Scorer, type Verdict } from './piece-logits';
import { salience, type PlacedMention } from './salience';

export interface JudgedFields {
  title: string;
  summary: string | null;
  content: string | null;
}

/** A mention of a tagged company, as offsets into one field of the article. */
export interface FieldMention extends PlacedMention {
  end: number;
}

export interface JudgeSettings {
  /** Weight of a company's own clauses against its whole sentence, when the sentence names others elsewhere. */
  clauseWeight: number;
  /** Share of a company's logits its headline sentences carry when the body names it too. */
  headlineShare: number;
  /**
   * Taken off the neutral logit before calibration: the model learnt its neutral prior from tweets and
   * sentences, most of them neutral, while a sentence naming a company in the news mostly says how it fares.
   */
  neutralShift: number;
  /**
   * Logit moved from negative to positive (half added, half taken) per good event word of the company's
   * clauses, the other way per bad one ("accused", "upgraded"; English only: `company-events`).
   */
  eventWeight: number;
  /** Weight of a conceded clause ("despite …") against the weight 1 of the rest of the company's text. */
  concessionWeight: number;
}

/** Chosen on the dev split of the SemEval-2017 public half (`npm run eval:entities -- --tune`). */
export const JUDGE_SETTINGS: JudgeSettings = {
  clauseWeight: 1,
  headlineShare: 0.5,
  neutralShift: 1.5,
  eventWeight: 1,
  concessionWeight: 0.25,
};

/** How much of each field is read: the enrichment reads this much of the body, so mentions lie within it. */
export interface JudgeOptions {
  language: string;
  contentLimit: number;
  settings?: JudgeSettings;
}

/** What one sentence says about one company: the clause runs it read and their logits. */
interface Piece {
  field: EvidenceField;
  spans: Span[];
  logits: number[];
}

function fieldText(fields: JudgedFields, field: EvidenceField): string {
  return field === 'title' ? fields.title : (fields[field] ?? '');
}

/** The first sentence of the summary, else of the content: the lead a reader sees under the headline. */
function leadOf(fields: JudgedFields, limit: number): { field: EvidenceField; end: number } | null {
  for (const field of ['summary', 'content'] as const) {
    const first = sentenceSpans(fieldText(fields, field), limit, 1)[0];
    if (first !== undefined) return { field, end: first.end };
  }
  return null;
}

/** Logits moved towards positive (or negative) by the event words the clause runs hold (`eventLean`). */
function leaned(logits: number[], lean: number, eventWeight: number): number[] {
  if (lean === 0 || eventWeight === 0) return logits;
  const push = (eventWeight * lean) / 2;
  return logits.map((l, k) => (k === 0 ? l + push : k === 2 ? l - push : l));
}

const joinRuns = (text: string, runs: readonly Span[]): string =>
  runs.map((r) => text.slice(r.start, r.end)).join(' | ');

/** The runs read as one piece, a conceded clause ("… despite delays") weighing `concessionWeight` of the rest. */
function readRuns(text: string, runs: readonly Span[], scorer: Scorer, settings: JudgeSettings): Reading {
  const { main, conceded } = concededClauses(text, runs);
  if (main.length === 0 || conceded.length === 0) return scorer.read(joinRuns(text, runs));
  const reported = scorer.read(joinRuns(text, main));
  const logits = mixLogits([
    { logits: reported.logits, weight: 1 },
    { logits: scorer.read(joinRuns(text, conceded)).logits, weight: settings.concessionWeight },
  ]);
  return { logits, lean: reported.lean };
}

/** Each company's pieces (clause runs with their mixed logits) in the sentences of one field. */
function piecesOfField(
  fields: JudgedFields,
  field: EvidenceField,
  mentions: readonly FieldMention[],
  scorer: Scorer,
  options: JudgeOptions,
): Map<number, Piece[]> {
  const text = fieldText(fields, field);
  const here = mentions.filter((m) => m.field === field);
  const out = new Map<number, Piece[]>();
  if (here.length === 0) return out;
  const limit = field === 'content' ? options.contentLimit : text.length;
  const settings = options.settings ?? JUDGE_SETTINGS;
  const w = settings.clauseWeight;
  // A headline is read as one sentence: its full stops are as likely abbreviations as sentence ends.
  const sentences =
    field === 'title' ? [trimSpan(text, { start: 0, end: text.length })] : sentenceSpans(text, limit);
  for (const sentence of sentences) {
    const inside: Mention[] = here
      .filter((m) => m.start >= sentence.start && m.start < sentence.end)
      .map((m) => ({ companyId: m.companyId, start: m.start, end: m.end }));
    if (inside.length === 0) continue;
    let whole: Reading | undefined;
    const wholeReading = (): Reading => (whole ??= readRuns(text, [sentence], scorer, settings));
    const ownReading = (runs: readonly Span[]): Reading => {
      const own = readRuns(text, runs, scorer, settings);
      if (w === 1) return own;
      const mixed = mixLogits([
        { logits: own.logits, weight: w },
        { logits: wholeReading().logits, weight: 1 - w },
      ]);
      return { logits: mixed, lean: own.lean };
    };
    for (const [id, runs] of companyClauses(text, sentence, inside)) {
      const own =
        runs.length === 1 && runs[0]?.start === sentence.start && runs[0].end === sentence.end
          ? wholeReading()
          : ownReading(runs);
      const logits = leaned(own.logits, own.lean, settings.eventWeight);
      out.set(id, [...(out.get(id) ?? []), { field, spans: runs, logits }]);
    }
  }
  return out;
}

/** One judgement per id of `companyIds`, in that order; a company without mentions is judged neutral. */
export function judgeCompanies(
  fields: JudgedFields,
  companyIds: readonly number[],
  mentions: readonly FieldMention[],
  options: JudgeOptions,
): CompanyJudgement[] {
  if (companyIds.length === 0) return [];
  const scorer = scorerFor(options.language);
  const { headlineShare: share, neutralShift } = options.settings ?? JUDGE_SETTINGS;
  const judge = (logits: readonly number[]): Verdict =>
    verdictOf(scorer.probabilities(logits.map((l, k) => (k === 1 ? l - neutralShift : l))));
  const byField = (['title', 'summary', 'content'] as const).map((f) =>
    piecesOfField(fields, f, mentions, scorer, options),
  );
  const lead = leadOf(fields, options.contentLimit);
  return companyIds.map((companyId) => {
    const pieces = byField.flatMap((m) => m.get(companyId) ?? []);
    const title = pieces.filter((p) => p.field === 'title');
    const body = pieces.filter((p) => p.field !== 'title');
    const mean = (ps: readonly Piece[]): number[] =>
      mixLogits(ps.map((p) => ({ logits: p.logits, weight: 1 })));
    const logits =
      title.length > 0 && body.length > 0
        ? mixLogits([
            { logits: mean(title), weight: share },
            { logits: mean(body), weight: 1 - share },
          ])
        : mean(pieces);
    const verdict =
      pieces.length === 0 ? { sentiment: 'neutral' as const, score: 0, confidence: 0 } : judge(logits);
    const evidence: Evidence[] = pieces
      .flatMap((p) => {
        const { sentiment } = judge(p.logits);
        const text = fieldText(fields, p.field);
        return p.spans.map(({ start, end }) => ({
          text: text.slice(start, end),
          field: p.field,
          start,
          end,
          sentiment,
        }));
      })
      .slice(0, MAX_EVIDENCE);
    return {
      companyId,
      sentiment: verdict.sentiment,
      sentimentScore: verdict.score,
      sentimentConfidence: verdict.confidence,
      salience: salience(companyId, mentions, lead),
      evidence,
    };
  });
}
