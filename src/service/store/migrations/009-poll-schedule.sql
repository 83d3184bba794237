-- The poll schedule moves from each instance's memory into the catalog, so several instances on one
-- PostgreSQL share it and a restart keeps it. `next_poll_at`: when the source is due (NULL: not scheduled
-- yet, spread over the first moments after a start). A due source is polled by the one instance that
-- claims it: `poll_claimed_by` / `poll_claimed_until` are that claim's owner and lease, renewed while the
-- poll runs; a crashed owner's claim simply expires.
ALTER TABLE sources
  ADD COLUMN next_poll_at       timestamptz,
  ADD COLUMN poll_claimed_by    text,
  ADD COLUMN poll_claimed_until timestamptz;
