/** @module The saved-page evaluation corpus in ../shared/data/articles (never copied into the repo). */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { ARTICLES_DIR } from '../../src/service/ingest/testing/shared-data';
import { blockText } from '../../src/service/ingest/extract/block-text';

export interface EvalPage {
  name: string;
  corpus: 'newspaper' | 'readability';
  /** The pages carry no URL; a site-shaped one keeps relative links resolvable. */
  url: string;
  html: string;
  expectedText: string;
}

function newspaperPages(dir: string): EvalPage[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.expected.txt'))
    .map((file) => {
      const name = file.replace(/\.expected\.txt$/, '');
      const site = name.replace(/\d+$/, '');
      return {
        name,
        corpus: 'newspaper' as const,
        url: `https://www.${site}/article`,
        html: readFileSync(path.join(dir, `${name}.html`), 'utf8'),
        expectedText: readFileSync(path.join(dir, file), 'utf8'),
      };
    });
}

function readabilityPages(dir: string): EvalPage[] {
  return readdirSync(dir).map((name) => {
    const expectedHtml = readFileSync(path.join(dir, name, 'expected.html'), 'utf8');
    const expected = new JSDOM(expectedHtml, { virtualConsole: new VirtualConsole() }).window.document.body;
    return {
      name,
      corpus: 'readability' as const,
      url: `http://fakehost/test/page.html`,
      html: readFileSync(path.join(dir, name, 'source.html'), 'utf8'),
      expectedText: blockText(expected),
    };
  });
}

/** Every saved page with its expected text; [] when the shared data is not present. */
export function loadEvalPages(root = ARTICLES_DIR): EvalPage[] {
  const newspaper = path.join(root, 'newspaper_test_pages');
  const readability = path.join(root, 'readability_test_pages');
  return [
    ...(existsSync(newspaper) ? newspaperPages(newspaper) : []),
    ...(existsSync(readability) ? readabilityPages(readability) : []),
  ].sort((a, b) => a.corpus.localeCompare(b.corpus) || a.name.localeCompare(b.name));
}
