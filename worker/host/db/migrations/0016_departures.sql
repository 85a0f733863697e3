-- Decision 028: a departure leaves nothing.

-- A departed member's Kakao id until Kakao confirms the unlink (POST /v1/user/unlink). Written in the
-- batch that deletes the member; deleted by the unlink right after it or by the cron's retry, which
-- waits 10 minutes after the first failure, twice as long after each next, at most a day.
CREATE TABLE pending_unlinks (
  kakao_id        TEXT    PRIMARY KEY,
  attempts        INTEGER NOT NULL DEFAULT 0, -- failed unlinks so far
  next_attempt_at INTEGER NOT NULL,           -- unix seconds
  last_error      TEXT                        -- Kakao's last answer (status and body), never the key
);
CREATE INDEX pending_unlinks_due ON pending_unlinks (next_attempt_at);
