-- The deliveries claimed (in flight, or a dead worker's lease not yet taken over): few at any time. A claim
-- counts a webhook's last attempts in flight before it takes another (so that auto-disable stops at its
-- count), and this finds them without reading the webhook's whole backlog of pending deliveries.
CREATE INDEX webhook_deliveries_claimed_idx ON webhook_deliveries (webhook_id) WHERE claimed_until IS NOT NULL;
