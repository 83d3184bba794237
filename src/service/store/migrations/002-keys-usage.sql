-- API keys: only the SHA-256 of a key is stored. The prefix (first characters) helps operators tell keys apart.
CREATE TABLE api_keys (
  id          bigserial   PRIMARY KEY,
  name        text        NOT NULL,
  plan        text        NOT NULL,
  key_hash    bytea       NOT NULL UNIQUE,
  key_prefix  text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);

-- Monthly quota counters: one row per key and UTC month ('2026-11').
CREATE TABLE usage_counters (
  key_id  bigint  NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  period  text    NOT NULL,
  used    integer NOT NULL,
  PRIMARY KEY (key_id, period)
);

-- Burst limiter state (sliding log): epoch microseconds of the admitted requests still inside the window.
CREATE TABLE burst_state (
  key_id  bigint   NOT NULL PRIMARY KEY REFERENCES api_keys (id) ON DELETE CASCADE,
  hits    bigint[] NOT NULL
);

-- Sources catalog and the languages seen per source (for `languages`, most common first).
CREATE TABLE sources (
  domain          text        PRIMARY KEY,
  is_default      boolean     NOT NULL DEFAULT false,
  origin_country  text        NOT NULL DEFAULT '',
  enabled         boolean     NOT NULL DEFAULT true,
  content_available boolean   NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE source_languages (
  domain    text    NOT NULL REFERENCES sources (domain) ON DELETE CASCADE,
  language  text    NOT NULL,
  articles  integer NOT NULL,
  PRIMARY KEY (domain, language)
);
