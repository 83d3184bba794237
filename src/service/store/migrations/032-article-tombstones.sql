-- What an `asOf` answer needs of a deleted article (a custom source removed, or its article taken over by a
-- shared source): its history outlives it. Its versions stay in article_revisions, the last one closed at the
-- deletion, and the columns a version does not keep are kept here with who could see it: a custom source's
-- article was its account's alone, so only that key (visible_to_key) ever finds it again; null is everyone.
-- Nothing prunes versions or tombstones, so there is no retention bound for `asOf` to refuse.
ALTER TABLE article_revisions DROP CONSTRAINT article_revisions_article_id_fkey;

CREATE TABLE article_tombstones (
  id             bigint      PRIMARY KEY,
  link           text        NOT NULL,
  source         text        NOT NULL,
  publish_date   timestamptz NOT NULL,
  created_at     timestamptz NOT NULL,
  first_seen_at  timestamptz NOT NULL,
  deleted_at     timestamptz NOT NULL,
  visible_to_key bigint
);

-- by-link as of a time finds a deleted article by the link it had last.
CREATE INDEX article_tombstones_link_idx ON article_tombstones (link);
