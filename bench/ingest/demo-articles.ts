/** @module The demo generator's articles as bench items: only their raw text, none of the generator's labels. */
import { generateDemoCorpus } from '../../src/service/demo/generate-corpus';
import { demoRawArticle } from '../../src/service/demo/raw-article';
import type { BenchItem } from './bench-item';

export function loadDemoItems(count: number, now: Date): BenchItem[] {
  return generateDemoCorpus({ count, now }).map((generated) => {
    const { declaredLanguage, ...raw } = demoRawArticle(generated);
    return { ...raw, language: declaredLanguage ?? 'en' };
  });
}
