-- Each delivery body stored once (issue 33): a change that matches N webhooks of one type and one set of delivery
-- options sends them the same bytes, and the outbox wrote those bytes N times (and each claim and each recorded
-- attempt copied every row again). Now a pending delivery points at its body. A finished delivery does not need
-- its body any more, because the log shows no body, so body_id is set to NULL when the delivery ends. A body that
-- no delivery points at is deleted, either by the statement that ends its last delivery or by the sweep, which
-- catches the bodies those statements miss: two last deliveries ended at once, and deleted webhooks.
-- There is no foreign key: its check on each delivery row made the outbox insert about 30% slower. The design is
-- safe without one because one statement writes a body together with all of its deliveries, and a delivery's
-- body_id only ever changes to NULL. So once no committed delivery points at a body, no delivery ever will again.
CREATE TABLE webhook_bodies (
  id    uuid PRIMARY KEY,
  body  text NOT NULL
);

ALTER TABLE webhook_deliveries ADD COLUMN body_id uuid;

-- Pending deliveries keep their exact bytes: one body per distinct text.
INSERT INTO webhook_bodies (id, body)
SELECT gen_random_uuid(), body FROM webhook_deliveries WHERE status = 'pending' GROUP BY body;
UPDATE webhook_deliveries d SET body_id = b.id
  FROM webhook_bodies b
 WHERE d.status = 'pending' AND d.body = b.body;

ALTER TABLE webhook_deliveries DROP COLUMN body;
ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_body_check
  CHECK ((status = 'pending') = (body_id IS NOT NULL));
-- Whether any pending delivery still points at a body.
CREATE INDEX webhook_deliveries_body_idx ON webhook_deliveries (body_id) WHERE body_id IS NOT NULL;
