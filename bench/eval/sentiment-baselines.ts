/** @module sentimentBaselines: AFINN-165 and VADER as dev-only lexicon baselines. */
// Neither gives a probability, so their "confidence" is an ad-hoc squashing of the score; their ECE is indicative only.
import Sentiment from 'sentiment';
import vader from 'vader-sentiment';
import type { SentimentResult } from '../../src/service/enrich/sentiment/classify-sentiment';

const afinn = new Sentiment();

export function classifyAfinn(text: string): SentimentResult {
  const { score, comparative } = afinn.analyze(text);
  if (score === 0) return { sentiment: 'neutral', confidence: 0.5 };
  return {
    sentiment: score > 0 ? 'positive' : 'negative',
    confidence: Math.min(1, 0.5 + Math.abs(comparative)),
  };
}

export function classifyVader(text: string): SentimentResult {
  const { compound } = vader.SentimentIntensityAnalyzer.polarity_scores(text);
  if (compound >= 0.05) return { sentiment: 'positive', confidence: (1 + compound) / 2 };
  if (compound <= -0.05) return { sentiment: 'negative', confidence: (1 - compound) / 2 };
  return { sentiment: 'neutral', confidence: 0.5 };
}
