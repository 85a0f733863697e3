-- Mail that goes out later or to many (decision 034): the Friday letter and the jar reminders (the
-- creator's on the eve and on keeping, each member writer's when the keeper thanks them). The
-- Cron Trigger only enqueues; the Queue consumer sends. One row per mail a member is owed, so that a
-- trigger that fires twice or a batch that is retried sends it once: the consumer claims the row
-- (SENDING) before it sends and marks it SENT after; a failed send gives the claim back and the
-- message is retried. A claim older than ten minutes (a consumer that died mid-send) may be taken over.
CREATE TABLE mail_sends (
  kind       TEXT    NOT NULL CHECK (kind IN ('FRIDAY', 'JAR_EVE', 'JAR_KEPT', 'JAR_THANKS')),
  member_id  INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  period     TEXT    NOT NULL, -- a Friday letter's ISO week (2026-W48); a jar reminder's jar id
  variant    TEXT    CHECK (variant IN ('WEEK', 'NUDGE', 'NONE')), -- what a Friday letter turned out to be
  state      TEXT    NOT NULL CHECK (state IN ('SENDING', 'SENT')),
  claimed_at INTEGER NOT NULL, -- unix seconds
  sent_at    INTEGER,          -- unix seconds
  PRIMARY KEY (kind, member_id, period)
);
-- The empty-week rule reads a member's last nudge.
CREATE INDEX mail_sends_nudges ON mail_sends (member_id, sent_at) WHERE variant = 'NUDGE';

-- The daily trigger finds the jars that open tomorrow.
CREATE INDEX jars_opens_on ON jars (opens_on) WHERE kept_by IS NULL;
