-- Saved searches (our extension): a key's named searches, kept by the service so they follow the analyst to
-- any browser. `search` is a POST /v2/articles body as given (validated by the contract before it is stored);
-- `range` is a rolling window ("24h", "7d") that stands for from/to when the search is run.
CREATE TABLE saved_searches (
  id          bigserial   PRIMARY KEY,
  key_id      bigint      NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  name        text        NOT NULL,
  search      jsonb       NOT NULL DEFAULT '{}',
  range       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_searches_key_idx ON saved_searches (key_id, id);
