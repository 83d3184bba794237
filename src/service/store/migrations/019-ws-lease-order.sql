-- Takeover displaces a key's oldest connection. opened_at alone cannot say which that is: PGlite's clock
-- can give two acquires in a row the same timestamp, and the lease id (a random UUID) then decided. Acquires
-- of one key are serialised (its api_keys row is locked), so a sequence number gives their exact order.
ALTER TABLE ws_leases ADD COLUMN opened_seq bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX ws_leases_key_idx;
CREATE INDEX ws_leases_key_idx ON ws_leases (key_id, opened_seq);
