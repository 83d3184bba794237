-- Requests per key and UTC day, counted beside the monthly counter (usage_counters) by the same statement,
-- so the account page can chart the month day by day. Days before this migration have no rows.
CREATE TABLE usage_daily (
  key_id  bigint  NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  day     date    NOT NULL,
  used    integer NOT NULL,
  PRIMARY KEY (key_id, day)
);
