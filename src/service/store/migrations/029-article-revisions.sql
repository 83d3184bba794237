-- Every stored version of an article (point-in-time answers: `asOf`). One row per version, valid from when this
-- service stored it (the first version from first_seen_at) until the next version's time (null: the current
-- one, the same values as the article row). Only the columns a revision or a re-enrichment changes are kept;
-- the others (source, publish_date, created_at, first_seen_at) never change and are read from the article.
-- Removing an article removes its history with it (a custom source's articles leave no trace for others).
CREATE TABLE article_revisions (
  article_id         bigint      NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  valid_from         timestamptz NOT NULL,
  valid_to           timestamptz,
  link               text        NOT NULL,
  title              text        NOT NULL,
  summary            text,
  content            text,
  revised_date       timestamptz,
  language           text        NOT NULL,
  sentiment          text        NOT NULL,
  confidence         real        NOT NULL,
  images             text[]      NOT NULL,
  countries          text[]      NOT NULL,
  categories         text[]      NOT NULL,
  companies          jsonb       NOT NULL,
  author             text,
  tickers            text[]      NOT NULL,
  exchanges          text[]      NOT NULL,
  isins              text[]      NOT NULL,
  figis              text[]      NOT NULL,
  search             tsvector    NOT NULL,
  company_sentiment  jsonb       NOT NULL,
  enrichment_version integer     NOT NULL,
  has_content        boolean     GENERATED ALWAYS AS (content IS NOT NULL AND content <> '') STORED,
  PRIMARY KEY (article_id, valid_from)
);

-- "Has the article a version after T?" (is its current row the one as of T?) and "which earlier versions were
-- current at T?": both are ranges over time, small for a recent T.
CREATE INDEX article_revisions_valid_from_idx ON article_revisions (valid_from);
CREATE INDEX article_revisions_valid_to_idx ON article_revisions (valid_to) WHERE valid_to IS NOT NULL;

-- Stored articles: their history before now is unknown, so the current row is their one version.
INSERT INTO article_revisions (article_id, valid_from, link, title, summary, content, revised_date, language,
  sentiment, confidence, images, countries, categories, companies, author, tickers, exchanges, isins, figis,
  search, company_sentiment, enrichment_version)
SELECT id, first_seen_at, link, title, summary, content, revised_date, language, sentiment, confidence, images,
  countries, categories, companies, author, tickers, exchanges, isins, figis, search, company_sentiment,
  enrichment_version
FROM articles;
