-- Decision 028: a departure leaves nothing. Two tables that exist so that 회원 탈퇴 can finish.

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

-- The addresses a member has moved away from (PATCH /api/member), so that 회원 탈퇴 also deletes
-- the e-mail rows (email_codes, email_sends, email_verifications) that name them. Goes with the member.
CREATE TABLE member_past_emails (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  email     TEXT    NOT NULL, -- trimmed and lower-cased, as in the e-mail tables
  PRIMARY KEY (member_id, email)
);
