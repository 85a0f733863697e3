-- What a departure still owes the shared jars' Durable Objects (decision 040): one row per jar and
-- call, written in the batch that deletes the member, deleted once the object has done it. A row is
-- never without its departure and a departure never without its rows; the cron retries what failed.
--   ERASE:  the jar they made: every letter and setting goes.
--   KEEPER: the jar they kept: its letters go; the jar stays kept (never writable again).
--   WRITER: a jar they wrote in: their letters go, kept or not.
-- member_id is the departed member's id, with no reference: the member row is gone.
CREATE TABLE owed_jar_calls (
  jar_id          TEXT    NOT NULL,
  member_id       INTEGER NOT NULL,
  call            TEXT    NOT NULL CHECK (call IN ('ERASE', 'KEEPER', 'WRITER')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error      TEXT,
  PRIMARY KEY (jar_id, member_id, call)
);
CREATE INDEX owed_jar_calls_due ON owed_jar_calls (next_attempt_at);
