-- Decision 027: an e-mail code and a passed check belong to who asked (the requester: `kakao:<id>`
-- for a sign-up, `member:<id>` for a member, `ip:<address>` for anyone else), and wrong guesses count
-- per requester as well as per code. A code or verification from before has no requester ('') and so
-- serves nobody: a sign-up under way asks for a new code (codes live 5 minutes, verifications 30).
ALTER TABLE email_codes ADD COLUMN requester TEXT NOT NULL DEFAULT '';
ALTER TABLE email_verifications ADD COLUMN requester TEXT NOT NULL DEFAULT '';

-- Each wrong guess (a wrong code, or a check of a code sent for someone else), kept 10 minutes: at
-- most ten per requester in that window, across all addresses.
CREATE TABLE email_wrong_guesses (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  requester  TEXT    NOT NULL,
  guessed_at INTEGER NOT NULL -- unix seconds
);
CREATE INDEX email_wrong_guesses_requester_time ON email_wrong_guesses (requester, guessed_at);
CREATE INDEX email_wrong_guesses_time ON email_wrong_guesses (guessed_at);

-- Whose a Kakao provider token is, asked of Kakao once per token (the first mail call of a sign-up)
-- and kept an hour, as long as the sign-up cookie: the token's SHA-256, never the token.
CREATE TABLE kakao_token_users (
  token_hash    TEXT    PRIMARY KEY,
  kakao_user_id TEXT    NOT NULL,
  expires_at    INTEGER NOT NULL -- unix seconds
);
CREATE INDEX kakao_token_users_expiry ON kakao_token_users (expires_at);
