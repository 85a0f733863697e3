-- E-mail verification (docs/api.md "The host's rules"): codes, the sends that limit resending, and the
-- addresses that passed check-mail. Addresses are stored trimmed and lower-cased; times are unix seconds.

-- The one live code per address, stored only as SHA-256(address ":" code). A new send replaces it;
-- a correct check or the fifth wrong try deletes it.
CREATE TABLE email_codes (
  email           TEXT    PRIMARY KEY,
  code_hash       TEXT    NOT NULL,
  expires_at      INTEGER NOT NULL,
  failed_attempts INTEGER NOT NULL DEFAULT 0 CHECK (failed_attempts BETWEEN 0 AND 5),
  created_at      INTEGER NOT NULL
);

-- Every accepted send: at most one per 30 s and five per hour per address.
CREATE TABLE email_sends (
  id      INTEGER PRIMARY KEY AUTOINCREMENT,
  email   TEXT    NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX email_sends_email_time ON email_sends (email, sent_at);

-- The address passed check-mail at verified_at; register and an e-mail change accept it for 30
-- minutes and use it up.
CREATE TABLE email_verifications (
  email       TEXT    PRIMARY KEY,
  verified_at INTEGER NOT NULL
);
