-- Members, how they log in, what they consented to, and their refresh-token families.
CREATE TABLE members (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 8),
  email      TEXT    NOT NULL,
  image_url  TEXT    NOT NULL,
  created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- One row per (provider, provider's user id); a member may later link more providers.
CREATE TABLE social_links (
  provider         TEXT    NOT NULL CHECK (provider IN ('kakao')),
  provider_user_id TEXT    NOT NULL,
  member_id        INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at       TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (provider, provider_user_id)
);
CREATE INDEX social_links_member ON social_links (member_id);

-- Service and personal-info consent can never be withdrawn while the account exists.
CREATE TABLE consents (
  member_id       INTEGER PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  service_term    INTEGER NOT NULL CHECK (service_term = 1),
  personal_info   INTEGER NOT NULL CHECK (personal_info = 1),
  email_marketing INTEGER NOT NULL CHECK (email_marketing IN (0, 1)),
  updated_at      TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Refresh tokens are stored only as SHA-256 hashes. A login starts a family; each reissue marks
-- the used token with the hash of its successor (replaced_by). Presenting a token that already
-- has a successor is a reuse: the whole family is revoked.
CREATE TABLE refresh_tokens (
  token_hash  TEXT    PRIMARY KEY,
  member_id   INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  family_id   TEXT    NOT NULL,
  expires_at  INTEGER NOT NULL, -- unix seconds
  replaced_by TEXT,
  revoked_at  INTEGER,
  created_at  INTEGER NOT NULL
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_member ON refresh_tokens (member_id);

-- Catalogues (rows in 0002_catalogue_seed.sql).
CREATE TABLE profile_images (
  idx          INTEGER PRIMARY KEY CHECK (idx BETWEEN 1 AND 6),
  image_url    TEXT    NOT NULL UNIQUE,
  border_color TEXT    NOT NULL
);

CREATE TABLE stamps (
  id         INTEGER PRIMARY KEY,
  name       TEXT    NOT NULL UNIQUE,
  image_url  TEXT    NOT NULL,
  sort_order INTEGER NOT NULL
);

CREATE TABLE badges (
  id               INTEGER PRIMARY KEY,
  name             TEXT    NOT NULL UNIQUE,
  description      TEXT    NOT NULL,
  kind             TEXT    NOT NULL CHECK (kind IN ('RECEIVE', 'SEND')),
  threshold        INTEGER NOT NULL CHECK (threshold > 0),
  image_url        TEXT    NOT NULL,
  locked_image_url TEXT    NOT NULL,
  sort_order       INTEGER NOT NULL
);
