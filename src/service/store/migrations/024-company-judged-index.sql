-- What `about:` and `positive:`/`neutral:`/`negative:` filter on: each judged company's labels, one per ticker it
-- is listed under and per thing said of it ('AAPL:negative', 'AAPL:about' when its salience is at least 0.5),
-- from the columns enrichment writes (companies, company_sentiment). A function of those columns rather than a
-- column of its own, so a point-in-time search computes it from the version current then, and no write path
-- changes. src/query/judged.ts (judgedLabels) computes the same labels for the live matcher: change both
-- together. Tickers fold as SQL can on every server (PGlite's C locale upper-cases ASCII only): spaces trimmed,
-- ASCII letters upper-cased.
CREATE FUNCTION company_judged(companies jsonb, judgements jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT t.ticker || ':' || k.kind), '{}'::text[])
  FROM jsonb_array_elements(judgements) AS j(v)
  JOIN jsonb_array_elements(companies) AS c(v) ON c.v -> 'companyId' = j.v -> 'companyId'
  CROSS JOIN LATERAL (
    SELECT translate(btrim(x), 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') AS ticker
    FROM (
      SELECT c.v ->> 'ticker'
      UNION ALL SELECT c.v -> 'primaryListing' ->> 'ticker'
      UNION ALL SELECT l.v ->> 'ticker'
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c.v -> 'otherListings') = 'array'
                                        THEN c.v -> 'otherListings' ELSE '[]'::jsonb END) AS l(v)
    ) AS listed(x)
    WHERE x IS NOT NULL
  ) AS t
  CROSS JOIN LATERAL (
    SELECT j.v ->> 'sentiment'
    UNION ALL SELECT 'about' WHERE (j.v ->> 'salience')::numeric >= 0.5
  ) AS k(kind)
  WHERE t.ticker <> '' AND k.kind IS NOT NULL
$$;

-- Rare filters ("negative for AAPL") find their articles through the index, as ticker: does through tickers.
CREATE INDEX articles_company_judged_idx ON articles USING gin (company_judged(companies, company_sentiment))
  WITH (gin_pending_list_limit = 256);
