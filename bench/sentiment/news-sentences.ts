/** @module newsSentences: the project's own hand-labelled English news sentences (train and dev splits). */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CLASSES } from '../../src/service/enrich/sentiment/model';
import type { LabelledText } from './tfns';

const Item = z.object({ text: z.string().min(1), label: z.enum(CLASSES) });
const NewsSentences = z.object({
  about: z.string(),
  conventions: z.array(z.string()),
  train: z.array(Item),
  dev: z.array(Item),
});

export const NEWS_SENTENCES_PATH = new URL('./news-sentences-en.json', import.meta.url);

/** `train` is used for training, `dev` only for choosing the cue mix and for reporting. */
export function readNewsSentences(path: URL | string = NEWS_SENTENCES_PATH): {
  train: LabelledText[];
  dev: LabelledText[];
} {
  const { train, dev } = NewsSentences.parse(JSON.parse(readFileSync(path, 'utf8')));
  return { train, dev };
}
