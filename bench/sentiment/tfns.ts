/** @module tfns: reads Twitter Financial News Sentiment CSVs (text,label; 0 bearish, 1 bullish, 2 neutral). */
import { readFileSync } from 'node:fs';
import type { SentimentClass } from '../../src/service/enrich/sentiment/model';

export interface LabelledText {
  text: string;
  label: SentimentClass;
}

const TFNS_LABELS: Record<string, SentimentClass> = { '0': 'negative', '1': 'positive', '2': 'neutral' };

/** RFC 4180 records (quoted fields may hold commas, doubled quotes and newlines). */
export function parseCsv(source: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      field = '';
      record = [];
    } else field += ch;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

export function readTfns(path: string): LabelledText[] {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  if (header?.[0] !== 'text' || header[1] !== 'label') throw new Error(`${path}: expected header text,label`);
  return rows.flatMap(([text, label]) => {
    const mapped = TFNS_LABELS[label ?? ''];
    return text && mapped ? [{ text, label: mapped }] : [];
  });
}
