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
  'TR',
  'UL',
]);
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'BUTTON', 'FORM']);
/** Soft hyphens, zero-width spaces, word joiners and stray BOMs show nothing but split words for search. */
const INVISIBLE = /[\u00ad\u200b\u2060\ufeff]/g;
/** Table cells are inline within their row's line; this marks where one ends and the next begins. */
const CELL = '\u001f';
const CELLS = new Set(['TD', 'TH']);
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
  const previous = (node as Element).previousElementSibling?.tagName.toUpperCase();
  if (CELLS.has(tag) && previous !== undefined && CELLS.has(previous)) current.push(CELL);
  const block = BLOCKS.has(tag);
  const pre = inPre || tag === 'PRE';
  if (block) flush(paragraphs, current);
  for (const child of Array.from(node.childNodes)) collect(child, paragraphs, current, pre);
  if (block) flush(paragraphs, current);
}

/** Whitespace collapses as a browser would render it; a row's cells are kept apart by " | ". */
function cleanLine(line: string): string {
  const cells = line
    .replace(INVISIBLE, '')
    .split(CELL)
    .map((cell) => cell.trim());
  return cells.some((cell) => cell !== '') ? cells.join(' | ').replace(/\s+/g, ' ').trim() : '';
}

/** A <br> inside a block is a line break. */
function flush(paragraphs: string[], current: string[]): void {
  const lines = current
    .join('')
    .split('\n')
    .map(cleanLine)
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
