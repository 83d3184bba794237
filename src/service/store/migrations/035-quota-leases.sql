-- Quota leases (issue 33): an instance takes a block of a key's monthly quota in one statement and admits from
-- it in memory, reporting what it used (usage_counters, usage_daily) and giving back what it did not, in
-- batches. A key's remainder for a period is quota − used − the units of its unexpired leases; every statement
-- that reads or changes them first locks the key's usage_counters row, so two instances never lease more than
-- the remainder. `units` is what the holder has neither reported as used nor given back. A lease its holder
-- stops renewing (a crashed instance) stops counting at `expires_at`; its holder never admits from it past
-- half that time. `holder` names the instance, for operators.
CREATE TABLE quota_leases (
  id          bigserial   PRIMARY KEY,
  key_id      bigint      NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  period      text        NOT NULL,
  holder      text        NOT NULL,
  units       integer     NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX quota_leases_key_period ON quota_leases (key_id, period);
