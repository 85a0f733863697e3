-- The shared jar (decision 024). A jar's letters live in its own Durable Object while the team fills
-- it; D1 holds only what lists and ownership need: the jar itself (its creator's list, who kept it)
-- and which members wrote in which jar (their "written" list; one row a member a jar, never a row a
-- letter). When the jar is kept its letters become ordinary praise in one batch.
CREATE TABLE jars (
  id             TEXT    PRIMARY KEY,
  creator_id     INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title          TEXT    NOT NULL,
  recipient_name TEXT    NOT NULL CHECK (length(recipient_name) BETWEEN 1 AND 8),
  occasion       TEXT    NOT NULL,
  opens_on       TEXT    NOT NULL,
  created_at     TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  kept_by        INTEGER REFERENCES members (id) ON DELETE SET NULL,
  kept_at        TEXT,
  group_id       INTEGER REFERENCES groups (id) ON DELETE SET NULL
);
CREATE INDEX jars_creator ON jars (creator_id, created_at DESC);

CREATE TABLE jar_writers (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  jar_id    TEXT    NOT NULL REFERENCES jars (id) ON DELETE CASCADE,
  PRIMARY KEY (member_id, jar_id)
);

-- A kept jar's letter is a praise whose sender is named as the letter was signed (sender_name: the
-- member's name when they wrote, or a guest's nickname), from the jar it came in (jar_id).
ALTER TABLE praises ADD COLUMN sender_name TEXT;
ALTER TABLE praises ADD COLUMN jar_id TEXT;
CREATE INDEX praises_jar ON praises (jar_id) WHERE jar_id IS NOT NULL;

-- Guests write without an account: their letters' sender is this row (like '탈퇴한 회원', id -1, it
-- has no login, and no member can be given its id); the name shown is the letter's own.
INSERT INTO members (id, name, email, image_url)
VALUES (-2, '손님', 'jar-guest@kkul.invalid', '/images/profile/profile-1.svg');
