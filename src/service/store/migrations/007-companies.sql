-- The company reference store: the bundled seed (ids below 1,000,000, synchronised at start) and companies
-- imported from SEC or CSV files (ids from the sequence). Articles keep their tagged companies as JSON, so
-- a row changing never rewrites articles.
-- `added_listings`: listings an import found for a seed company; kept apart so a seed update keeps them.
CREATE SEQUENCE companies_imported_id_seq START 1000000;

CREATE TABLE companies (
  company_id      integer     PRIMARY KEY,
  source          text        NOT NULL CHECK (source IN ('seed', 'sec', 'csv')),
  name            text        NOT NULL,
  aliases         text[]      NOT NULL DEFAULT '{}',
  ticker          text        NOT NULL,
  exchange        text,
  country         text,
  sector          text,
  industry        text,
  isin            text,
  isins           text[]      NOT NULL DEFAULT '{}',
  openfigi        text,
  primary_listing jsonb,
  other_listings  jsonb       NOT NULL DEFAULT '[]',
  added_listings  jsonb       NOT NULL DEFAULT '[]',
  cik             bigint,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX companies_ticker_idx ON companies (upper(ticker));
CREATE INDEX companies_cik_idx ON companies (cik) WHERE cik IS NOT NULL;
