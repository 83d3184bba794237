/** @module fast-check generators of ASTs the parser can produce, for round-trip properties. */
import fc from 'fast-check';
import { CATEGORIES, EXCHANGES, SENTIMENTS } from '../../contract';
import { FIELD_NAMES, type FieldName, type FieldNode, type LeafNode, type QueryNode } from '../ast';
import { isValidFieldValue } from '../fields';
import { FIELD_PREFIX, isBareWord } from '../syntax';

const SPAN = { start: 0, end: 0 };
const WORD_CHARS = [...'abcxyzABCXYZ019éßİ日ж', ...`&.-+:'!*\\|<>,;/@#$%^_~=?`];
const PHRASE_CHARS = [...WORD_CHARS, ' ', '(', ')', '\t', 'AND'];

function randomCase(value: string): fc.Arbitrary<string> {
  return fc
    .array(fc.boolean(), { minLength: value.length, maxLength: value.length })
    .map((flips) => [...value].map((ch, i) => (flips[i] ? ch.toUpperCase() : ch.toLowerCase())).join(''));
}

/** A bare word that reads back as a term (operators and signs are fine: the printer marks them). */
export const termValue = fc
  .array(fc.constantFrom(...WORD_CHARS, 'and', 'OR', 'Not'), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(''))
  .filter((word) => isBareWord(word) && !FIELD_PREFIX.test(word));

export const phraseValue = fc
  .array(fc.constantFrom(...PHRASE_CHARS), { maxLength: 8 })
  .map((parts) => parts.join(''));

const fieldLeaf: fc.Arbitrary<FieldNode> = fc
  .constantFrom(...FIELD_NAMES)
  .chain((field) => {
    const closedSets: Partial<Record<FieldName, readonly string[]>> = {
      exchange: EXCHANGES,
      category: CATEGORIES,
      sentiment: SENTIMENTS,
    };
    const closed = closedSets[field] ?? null;
    const value = closed ? fc.constantFrom(...closed).chain(randomCase) : termValue;
    const quotedValue = closed ? value : phraseValue.filter((v) => v.trim() !== '');
    return fc
      .oneof(
        value.map((v) => ({ value: v, quoted: false })),
        quotedValue.map((v) => ({ value: v, quoted: true })),
      )
      .map(({ value: v, quoted }) => ({ type: 'field' as const, field, value: v, quoted, span: SPAN }));
  })
  .filter((node) => (node.quoted || isBareWord(node.value)) && isValidFieldValue(node.field, node.value));

export const leafNode: fc.Arbitrary<LeafNode> = fc.oneof(
  termValue.map((value) => ({ type: 'term' as const, value, span: SPAN })),
  phraseValue.map((value) => ({ type: 'phrase' as const, value, span: SPAN })),
  fieldLeaf,
);

/** Trees over `leaf`, at most `depth` levels of operators; And/Or have 2–4 children. */
export function queryTree(leaf: fc.Arbitrary<LeafNode>, depth = 4): fc.Arbitrary<QueryNode> {
  const { tree } = fc.letrec<{ tree: QueryNode }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', maxDepth: depth },
      leaf,
      tie('tree').map((child) => ({ type: 'not' as const, child, span: SPAN })),
      fc
        .tuple(
          fc.constantFrom('and' as const, 'or' as const),
          fc.array(tie('tree'), { minLength: 2, maxLength: 4 }),
        )
        .map(([type, children]) => ({ type, children, span: SPAN })),
    ),
  }));
  return tree;
}
