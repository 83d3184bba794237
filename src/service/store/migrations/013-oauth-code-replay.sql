-- Authorization codes stay self-contained (sealed, 120 s); this table only remembers which ones were
-- redeemed, by digest, until they expire, so a code is single-use (RFC 6749 §4.1.2) on every instance
-- sharing the database. Rows past their expiry are swept by later redemptions.
CREATE TABLE oauth_code_redemptions (
  code_digest  text        PRIMARY KEY,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX oauth_code_redemptions_expiry_idx ON oauth_code_redemptions (expires_at);
