-- Live WebSocket connections, one lease per open connection, shared by every instance on this database so
-- that a key's connection limit holds across instances. An instance refreshes the heartbeat of its leases;
-- a lease whose heartbeat stopped (its instance died) is stale and is removed by the next acquire for its key.
CREATE TABLE ws_leases (
  lease_id      text        PRIMARY KEY,
  key_id        bigint      NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  instance_id   text        NOT NULL,
  stream        text        NOT NULL CHECK (stream IN ('enhanced', 'raw')),
  opened_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
  heartbeat_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX ws_leases_key_idx ON ws_leases (key_id, opened_at, lease_id);
CREATE INDEX ws_leases_instance_idx ON ws_leases (instance_id);
