-- Stories (issue 30): every article belongs to one story; a reprint points at the first copy seen.
-- A story's id is never reused or renumbered: articles may leave it (a revision with new text), it stays.
CREATE TABLE stories (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per article: its story, the copy it reprints, and the features later articles are compared with.
CREATE TABLE story_members (
  article_id bigint PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
  story_id bigint NOT NULL REFERENCES stories (id),
  reprint_of bigint REFERENCES articles (id) ON DELETE SET NULL,
  language text NOT NULL,
  seen_at timestamptz NOT NULL,
  features jsonb NOT NULL,
  -- Title and lead as compared: a revision moves an article only when this changes.
  text_key text NOT NULL
);
CREATE INDEX story_members_story ON story_members (story_id, seen_at, article_id);

-- The candidates look-up: articles of one language sharing a title word within the window. Its cost follows
-- the window's volume, not the store's size.
CREATE TABLE story_terms (
  language text NOT NULL,
  term text NOT NULL,
  seen_at timestamptz NOT NULL,
  -- No foreign key: it would cost one check per word on every write. A deleted article's words are never read
  -- (the look-up joins story_members, which cascades) and only take room until pruned.
  article_id bigint NOT NULL
);
CREATE INDEX story_terms_lookup ON story_terms (language, term, seen_at);
CREATE INDEX story_terms_article ON story_terms (article_id);
