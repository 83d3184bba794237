-- Metering decides a batch of requests of one key in one statement (the requests that arrived while the
-- previous statement for that key was running). An upsert's RETURNING only sees the new row, so each row
-- keeps what the statement that last changed it granted: how many of the batch the burst admitted, and how
-- many of those the monthly quota counted. Only the statement holding the row lock writes or reads them.
ALTER TABLE burst_state ADD COLUMN last_admitted integer NOT NULL DEFAULT 0;
ALTER TABLE usage_counters ADD COLUMN last_granted integer NOT NULL DEFAULT 0;
