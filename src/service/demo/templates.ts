/** @module All headline templates by language, and the paragraph sets that go with them. */
import type { Paragraphs } from './content';
import { DE_PARAGRAPHS, DE_TEMPLATES } from './lang-de';
import { EN_PARAGRAPHS, EN_TEMPLATES } from './lang-en';
import { ES_PARAGRAPHS, ES_TEMPLATES } from './lang-es';
import { FR_PARAGRAPHS, FR_TEMPLATES } from './lang-fr';
import { JA_PARAGRAPHS, JA_TEMPLATES } from './lang-ja';
import type { Template } from './template';
import type { Lang } from './vocab';

export const TEMPLATES: Readonly<Record<Lang, readonly Template[]>> = {
  en: EN_TEMPLATES,
  de: DE_TEMPLATES,
  fr: FR_TEMPLATES,
  es: ES_TEMPLATES,
  ja: JA_TEMPLATES,
};

export const PARAGRAPHS: Readonly<Record<Lang, Paragraphs>> = {
  en: EN_PARAGRAPHS,
  de: DE_PARAGRAPHS,
  fr: FR_PARAGRAPHS,
  es: ES_PARAGRAPHS,
  ja: JA_PARAGRAPHS,
};

const byId = new Map(Object.values(TEMPLATES).flatMap((list) => list.map((t) => [t.id, t] as const)));

export function templateById(id: string): Template | undefined {
  return byId.get(id);
}
