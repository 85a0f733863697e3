-- A session ends when it ends (decision 020). An access token names its session (the refresh-token
-- family); every authenticated request now checks that the session is live, in the same D1 round
-- trip as the route's first statements (worker/host/auth/live-session.ts). One row per session,
-- keyed by the family id the token carries, so the check is one primary-key lookup; logout, a
-- reused refresh token and 회원 탈퇴 (the member's rows cascade) end it at once.
CREATE TABLE sessions (
  family_id  TEXT    PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL, -- unix seconds
  revoked_at INTEGER
);
CREATE INDEX sessions_member ON sessions (member_id);

-- Sessions begun before this migration: live while any of their refresh tokens is.
INSERT INTO sessions (family_id, member_id, created_at, revoked_at)
SELECT family_id, member_id, MIN(created_at),
       CASE WHEN SUM(revoked_at IS NULL) > 0 THEN NULL ELSE MAX(revoked_at) END
  FROM refresh_tokens
 GROUP BY family_id, member_id;
