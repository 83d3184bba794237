/** @module blockText: an element's text as paragraphs (one per block element), joined by blank lines. */

const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'BUTTON', 'FORM']);
/** Soft hyphens, zero-width spaces, word joiners and stray BOMs show nothing but split words for search. */
const INVISIBLE = /[\u00ad\u200b\u2060\ufeff]/g;
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** Outside <pre> a newline in the source is only whitespace: '\n' in `current` marks a real line break. */
function collect(node: Node, paragraphs: string[], current: string[], inPre = false): void {
  if (node.nodeType === TEXT_NODE) {
    const text = node.nodeValue ?? '';
    current.push(inPre ? text : text.replace(/\n/g, ' '));
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const tag = (node as Element).tagName.toUpperCase();
  if (SKIP.has(tag)) return;
  if (tag === 'BR') {
    current.push('\n');
    return;
  }
  const block = BLOCKS.has(tag);
  const pre = inPre || tag === 'PRE';
  if (block) flush(paragraphs, current);
  for (const child of Array.from(node.childNodes)) collect(child, paragraphs, current, pre);
  if (block) flush(paragraphs, current);
}

/** A <br> inside a block is a line break; whitespace elsewhere collapses as a browser would render it. */
function flush(paragraphs: string[], current: string[]): void {
  const lines = current
    .join('')
    .split('\n')
    .map((line) => line.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  current.length = 0;
  paragraphs.push(...lines);
}

export function blockText(root: Node): string {
  const paragraphs: string[] = [];
  const current: string[] = [];
  collect(root, paragraphs, current);
  flush(paragraphs, current);
  return paragraphs.join('\n\n');
}
