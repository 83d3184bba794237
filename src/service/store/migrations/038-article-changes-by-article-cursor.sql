-- The change feed finds a rare filter's few articles through their indexes, then their changes within the span
-- of cursors a call looks through. With article_id alone, each article's probe intersected its changes with a
-- bitmap of the whole span (50,000 cursors: 2.3 ms an article, 94 ms for 40 articles on PostgreSQL 1M); with the
-- cursor beside it, each probe is one short range of this index.
CREATE INDEX article_changes_article_cursor_idx ON article_changes (article_id, cursor);
DROP INDEX article_changes_article_idx;
