-- The change feed (GET /v2/changes, resume replays) selects the changes of the articles a filter matches: a
-- rare filter finds its few articles through their indexes, then their changes here, instead of walking every
-- change of the log and looking up each one's article.
CREATE INDEX article_changes_article_idx ON article_changes (article_id);
