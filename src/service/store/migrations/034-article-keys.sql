-- The narrow access path of ticker and per-company filters (issue 33): one row per article and key it can be
-- filtered by ('t:AAPL' for each element of tickers, 'j:AAPL:negative' for each label of company_judged), in
-- publish-date order under each key and language. A search for ticker:AAPL walks this index from the newest
-- end and reads the article rows it names only: no walk of the publish-date index past every other article's
-- 1.5 KB row, no fetch and sort of every match.
--
-- Kept by triggers on articles rather than by each write path: every statement that inserts, revises,
-- re-enriches, moves or deletes articles (there are seven, and ON CONFLICT upserts among them) keeps it
-- exact in the same transaction, including paths written later. Statement-level triggers with transition
-- tables do a whole batch in one set-based statement (an import's insert of thousands of rows is one INSERT
-- here), and an UPDATE that changes none of the columns keys derive from (feed facts, a link move) costs a
-- join of the changed rows and nothing else.
-- A set-returning SQL function of one SELECT: the planner inlines it into each statement below (a function
-- returning an array, called once per row, cost ten times as much). company_judged is migration 024's, the very
-- expression `about:`/`positive:`… filter on; an article with no judgement skips it.
CREATE FUNCTION article_keys_of(tickers text[], companies jsonb, judgements jsonb) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 't:' || t FROM unnest(tickers) AS t WHERE t IS NOT NULL
  UNION ALL
  SELECT 'j:' || j
    FROM unnest(CASE WHEN judgements = '[]'::jsonb THEN '{}'::text[] ELSE company_judged(companies, judgements) END)
      AS j
$$;

CREATE TABLE article_keys (
  key          text        NOT NULL,
  language     text        NOT NULL,
  publish_date timestamptz NOT NULL,
  id           bigint      NOT NULL,
  PRIMARY KEY (key, language, publish_date, id)
);

CREATE FUNCTION article_keys_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_keys (key, language, publish_date, id)
  SELECT k, n.language, n.publish_date, n.id
    FROM new_rows n, article_keys_of(n.tickers, n.companies, n.company_sentiment) AS k
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE FUNCTION article_keys_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM article_keys x
   USING old_rows o, article_keys_of(o.tickers, o.companies, o.company_sentiment) AS k
   WHERE x.key = k AND x.language = o.language AND x.publish_date = o.publish_date AND x.id = o.id;
  RETURN NULL;
END
$$;

-- Only rows whose keys, language or publish date may have changed are rewritten: their old keys go, then their
-- new ones come (two statements: the second sees the first's deletions, so a key kept is simply written again).
CREATE FUNCTION article_keys_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM article_keys x
   USING old_rows o JOIN new_rows n ON n.id = o.id,
         article_keys_of(o.tickers, o.companies, o.company_sentiment) AS k
   WHERE (o.tickers, o.companies, o.company_sentiment, o.language, o.publish_date)
           IS DISTINCT FROM (n.tickers, n.companies, n.company_sentiment, n.language, n.publish_date)
     AND x.key = k AND x.language = o.language AND x.publish_date = o.publish_date AND x.id = o.id;
  INSERT INTO article_keys (key, language, publish_date, id)
  SELECT k, n.language, n.publish_date, n.id
    FROM old_rows o JOIN new_rows n ON n.id = o.id,
         article_keys_of(n.tickers, n.companies, n.company_sentiment) AS k
   WHERE (o.tickers, o.companies, o.company_sentiment, o.language, o.publish_date)
           IS DISTINCT FROM (n.tickers, n.companies, n.company_sentiment, n.language, n.publish_date)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER article_keys_insert AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION article_keys_insert();
CREATE TRIGGER article_keys_update AFTER UPDATE ON articles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION article_keys_update();
CREATE TRIGGER article_keys_delete AFTER DELETE ON articles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION article_keys_delete();

-- The articles stored before: one set-based pass (an index built after the load, not row by row).
ALTER TABLE article_keys DROP CONSTRAINT article_keys_pkey;
INSERT INTO article_keys (key, language, publish_date, id)
SELECT DISTINCT k, a.language, a.publish_date, a.id
  FROM articles a, article_keys_of(a.tickers, a.companies, a.company_sentiment) AS k;
ALTER TABLE article_keys ADD PRIMARY KEY (key, language, publish_date, id);
