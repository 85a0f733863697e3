-- Decision 026: a Kakao authorization code redeems once at the edge. The first redemption claims the
-- code's hash; a replay finds it claimed. Kept 10 minutes (as long as Kakao's codes live), swept by
-- the next claim. The edge's own table: an external praise host never sees it.
CREATE TABLE used_login_codes (
  code_hash  TEXT    PRIMARY KEY,
  expires_at INTEGER NOT NULL -- unix seconds
);
