-- Groups (honey jars), praise, saved praise, badges earned, announcements (docs/api.md "The host's rules").

-- A member's private groups. Names are unique per owner; order_idx is 1..N.
CREATE TABLE groups (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id  INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  name       TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 15),
  order_idx  INTEGER NOT NULL CHECK (order_idx >= 1),
  created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (member_id, name)
);
CREATE INDEX groups_member_order ON groups (member_id, order_idx);

-- A praise as sent. send_status stays FAIL until Kakao's share webhook confirms delivery.
-- sender_group_id is where the sender keeps it; deleting that group takes it out of the sender's
-- jars (NULL) without taking it from receivers who saved it.
CREATE TABLE praises (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid            TEXT    NOT NULL UNIQUE,
  sender_id       INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  sender_group_id INTEGER REFERENCES groups (id) ON DELETE SET NULL,
  receiver_name   TEXT    NOT NULL CHECK (length(receiver_name) BETWEEN 1 AND 8),
  content         TEXT    NOT NULL CHECK (length(content) BETWEEN 1 AND 180),
  stamp_id        INTEGER NOT NULL REFERENCES stamps (id),
  project_status  INTEGER NOT NULL CHECK (project_status IN (0, 1)),
  send_status     TEXT    NOT NULL DEFAULT 'FAIL' CHECK (send_status IN ('FAIL', 'DIRECT', 'GROUP', 'MYSELF')),
  created_at      TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  delivered_at    TEXT
);
CREATE INDEX praises_sender_group ON praises (sender_group_id, id DESC);
CREATE INDEX praises_sender_status ON praises (sender_id, send_status);

-- Kakao's share webhook, once per X-Kakao-Resource-ID (idempotency).
CREATE TABLE share_deliveries (
  resource_id TEXT    PRIMARY KEY,
  praise_id   INTEGER NOT NULL REFERENCES praises (id) ON DELETE CASCADE,
  chat_type   TEXT    NOT NULL,
  received_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A receiver's saved copy: once per member per praise, in one of the receiver's own groups.
CREATE TABLE received_praises (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  praise_id INTEGER NOT NULL REFERENCES praises (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  group_id  INTEGER NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  saved_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (praise_id, member_id)
);
CREATE INDEX received_praises_group ON received_praises (group_id, id DESC);
CREATE INDEX received_praises_member ON received_praises (member_id);

-- Badges earned, once each, with the date (the primary key makes "never twice" a database rule).
CREATE TABLE member_badges (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  badge_id  INTEGER NOT NULL REFERENCES badges (id),
  earned_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (member_id, badge_id)
);

CREATE TABLE announcements (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  title      TEXT    NOT NULL,
  content    TEXT    NOT NULL,
  created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX announcements_created ON announcements (created_at DESC);
