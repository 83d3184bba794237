-- Articles: one row per canonical link. `search` is built by the application's analyzer
-- (src/query/text), so SQL search and the in-memory matcher see the same lexemes.
CREATE TABLE articles (
  id            bigserial PRIMARY KEY,
  link          text        NOT NULL UNIQUE,
  source        text        NOT NULL,
  title         text        NOT NULL,
  summary       text,
  content       text,
  publish_date  timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  revised_date  timestamptz,
  language      text        NOT NULL,
  sentiment     text        NOT NULL,
  confidence    real        NOT NULL,
  images        text[]      NOT NULL DEFAULT '{}',
  countries     text[]      NOT NULL DEFAULT '{}',
  categories    text[]      NOT NULL DEFAULT '{}',
  companies     jsonb       NOT NULL DEFAULT '[]',
  -- facets derived from companies (upper-case), for ticker:/exchange:/isin:/openfigi: and `tickers`
  tickers       text[]      NOT NULL DEFAULT '{}',
  exchanges     text[]      NOT NULL DEFAULT '{}',
  isins         text[]      NOT NULL DEFAULT '{}',
  figis         text[]      NOT NULL DEFAULT '{}',
  search        tsvector    NOT NULL,
  has_content   boolean     GENERATED ALWAYS AS (content IS NOT NULL AND content <> '') STORED
);

CREATE INDEX articles_publish_idx  ON articles (language, publish_date, link);
CREATE INDEX articles_created_idx  ON articles (language, created_at, link);
CREATE INDEX articles_revised_idx  ON articles (language, revised_date, link) WHERE revised_date IS NOT NULL;
CREATE INDEX articles_search_idx   ON articles USING gin (search);
CREATE INDEX articles_tickers_idx  ON articles USING gin (tickers);
CREATE INDEX articles_countries_idx ON articles USING gin (countries);
CREATE INDEX articles_categories_idx ON articles USING gin (categories);
CREATE INDEX articles_facets_idx   ON articles USING gin (exchanges, isins, figis);
CREATE INDEX articles_source_idx   ON articles (source, publish_date);

-- The default statistics make the planner misjudge rare terms and walk the date index; a larger
-- sample of the tsvector column fixes most of it (2000 fits PGlite's memory; 10000 did not).
ALTER TABLE articles ALTER COLUMN search SET STATISTICS 2000;
