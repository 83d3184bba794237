/** @module Type declarations for the two untyped lexicon baselines used only by bench/eval-sentiment.ts. */
declare module 'sentiment' {
  interface AnalyzeResult {
    score: number;
    comparative: number;
  }
  export default class Sentiment {
    analyze(text: string): AnalyzeResult;
  }
}

declare module 'vader-sentiment' {
  interface PolarityScores {
    neg: number;
    neu: number;
    pos: number;
    compound: number;
  }
  export const SentimentIntensityAnalyzer: { polarity_scores(text: string): PolarityScores };
}
