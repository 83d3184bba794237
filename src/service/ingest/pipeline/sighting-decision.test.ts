import { describe, expect, it } from 'vitest';
import type { StoredSighting } from '../../store/articles-repo';
import { decideSighting, type Sighting } from './sighting-decision';

const EARLIER = new Date('2026-11-20T08:00:00Z');
const LATER = new Date('2026-11-21T08:00:00Z');

const stored: StoredSighting = {
  source: 'wire.example',
  title: 'Rates held',
  summary: 'The bank held rates.',
  content: 'The full text.',
  heldByCustomSource: false,
  feedUpdatedAt: EARLIER,
  feedGuid: 'guid-1',
};
const sighting: Sighting = {
  source: 'wire.example',
  title: 'Rates held',
  summary: 'The bank held rates.',
  content: null,
  contentWanted: true,
  feedUpdatedAt: EARLIER,
  guid: 'guid-1',
};

describe('decideSighting', () => {
  it('writes an article it has not stored', () => {
    expect(decideSighting(null, sighting)).toEqual({ kind: 'write' });
  });

  it('leaves the same feed fields alone, with nothing new to record', () => {
    expect(decideSighting(stored, sighting)).toEqual({ kind: 'unchanged', firstFacts: null });
  });

  it('writes a changed title, and new content', () => {
    expect(decideSighting(stored, { ...sighting, title: 'Rates cut' }).kind).toBe('write');
    expect(decideSighting(stored, { ...sighting, content: 'A new text.' }).kind).toBe('write');
  });

  it('reads the page again when the feed declares a later change, or the page gave nothing before', () => {
    expect(decideSighting(stored, { ...sighting, feedUpdatedAt: LATER }).kind).toBe('write');
    expect(decideSighting({ ...stored, content: null }, sighting).kind).toBe('write');
  });

  it('records a declared time and a publisher id given for the first time', () => {
    const bare = { ...stored, feedUpdatedAt: null, feedGuid: null };
    expect(decideSighting(bare, sighting)).toEqual({
      kind: 'unchanged',
      firstFacts: { updatedAt: EARLIER, guid: 'guid-1' },
    });
  });

  it("lets another source neither revise the article nor record facts, unless it takes over a custom source's", () => {
    const other = { ...sighting, source: 'other.example', title: 'Rates cut', feedUpdatedAt: LATER };
    expect(decideSighting({ ...stored, feedGuid: null }, other)).toEqual({
      kind: 'unchanged',
      firstFacts: null,
    });
    expect(decideSighting({ ...stored, heldByCustomSource: true }, other).kind).toBe('write');
  });
});
