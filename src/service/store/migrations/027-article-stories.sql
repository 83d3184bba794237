-- Stories (issue 30): every article belongs to one story; a reprint points at the first copy seen. Grouping runs
-- just after the write, off its critical path (store/assign-stories.ts, read from the change log), so the
-- write itself pays nothing; this table is written by the grouping only, one row per article.
-- Story ids come from a sequence and are never reused or renumbered: an article leaves its story only when its
-- text changes (a revision), and the story keeps its id.
CREATE SEQUENCE story_ids;

CREATE TABLE article_stories (
  article_id bigint      PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
  story_id   bigint      NOT NULL,
  reprint_of bigint      REFERENCES articles (id) ON DELETE SET NULL,
  seen_at    timestamptz NOT NULL,
  -- The title's words keyed by language and 3-day bucket ("en|metaplanet|6765"): a candidate shares one in the
  -- buckets the window spans, so a look-up reads a few days' postings, never the store's history of a word.
  keys       text[]      NOT NULL,
  -- What the matcher compares (stories/story-features.ts), kept so candidates need no article read.
  features   jsonb       NOT NULL,
  -- Title, lead and language as compared: a revision is regrouped only when this changes.
  text_key   text        NOT NULL
);
CREATE INDEX article_stories_story_idx ON article_stories (story_id, seen_at, article_id);
CREATE INDEX article_stories_keys_idx ON article_stories USING gin (keys);
