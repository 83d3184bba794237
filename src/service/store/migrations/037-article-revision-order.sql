-- What lets an `asOf` page walk the earlier versions in the page's order, as a plain page walks the articles: each
-- version keeps its article's order columns (they never change after the insert, so every version of an article
-- has the same), and the closed versions (valid_to set; a closed version never reopens) are indexed as the
-- articles are: in the search's orders, by term and by ticker. The open version of an article is its row, which
-- the articles' own indexes serve, so these indexes skip it, and a new article's first version costs them
-- nothing. Null only for a version whose article left no row and no tombstone (none since migration 032), which
-- no read finds.
ALTER TABLE article_revisions ADD COLUMN publish_date timestamptz, ADD COLUMN created_at timestamptz;

UPDATE article_revisions r SET publish_date = a.publish_date, created_at = a.created_at
  FROM articles a WHERE a.id = r.article_id;
UPDATE article_revisions r SET publish_date = t.publish_date, created_at = t.created_at
  FROM article_tombstones t WHERE t.id = r.article_id;

CREATE INDEX article_revisions_closed_publish_idx ON article_revisions (language, publish_date, link)
  WHERE valid_to IS NOT NULL;
CREATE INDEX article_revisions_closed_created_idx ON article_revisions (language, created_at, link)
  WHERE valid_to IS NOT NULL;
-- A small pending list, as the articles' GIN indexes have (migration 004).
CREATE INDEX article_revisions_closed_search_idx ON article_revisions USING gin (search)
  WITH (gin_pending_list_limit = 256) WHERE valid_to IS NOT NULL;
CREATE INDEX article_revisions_closed_tickers_idx ON article_revisions USING gin (tickers)
  WITH (gin_pending_list_limit = 256) WHERE valid_to IS NOT NULL;
