/** @module detectLanguage: ISO 639-1 language of an article's text, falling back to the feed's declared language. */
import { franc } from 'franc-min';
import { iso6393To1 } from 'iso-639-3';
import { clearFunctionWordLanguage } from './function-words';

/** Below this many letters franc's trigram profile is too noisy to overrule the feed. */
export const MIN_DETECT_CHARS = 40;
/** franc's answer settles within the first few hundred characters; the rest only costs time. */
const MAX_DETECT_CHARS = 600;

/** 'en-US', 'EN_gb', ' de ' → 'en', 'en', 'de'; anything not a 2-letter primary tag (or 3-letter ISO 639-3 code) → null. */
export function normaliseLanguageTag(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (/^[a-z]{2}$/.test(primary)) return primary;
  if (/^[a-z]{3}$/.test(primary)) return iso6393To1[primary] ?? null;
  return null;
}

export function detectLanguage(text: string, declared?: string | null): string {
  const fallback = normaliseLanguageTag(declared) ?? 'en';
  const letters = text.replace(/[\s\d\p{P}\p{S}]/gu, '');
  // CJK scripts carry far more information per character than Latin ones.
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(letters);
  if (letters.length < (cjk ? 8 : MIN_DETECT_CHARS)) return fallback;
  const sample = text.slice(0, MAX_DETECT_CHARS);
  // Kana is written only in Japanese and Hangul only in Korean: the script alone decides.
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(letters)) return 'ja';
  if (/\p{Script=Hangul}/u.test(letters)) return 'ko';
  const clear = cjk ? null : clearFunctionWordLanguage(sample);
  if (clear) return clear;
  const code = franc(sample, { minLength: cjk ? 8 : MIN_DETECT_CHARS });
  if (code === 'und') return fallback;
  return iso6393To1[code] ?? fallback;
}
