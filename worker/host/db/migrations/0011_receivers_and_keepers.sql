-- Praise for the whole team (decision 022).
--
-- Several receivers. A praise names 1 to 5 people, in the order the sender typed them:
-- receiver_names, a JSON array of those names. receiver_name stays the first of them (SPEC §7's one
-- name, read by every call that predates the list).
ALTER TABLE praises ADD COLUMN receiver_names TEXT
  CHECK (receiver_names IS NULL OR (json_valid(receiver_names) AND json_array_length(receiver_names) BETWEEN 1 AND 5));
UPDATE praises SET receiver_names = json_array(receiver_name);

-- Every keeper named, every keeper answers. Before, a praise had one answer (praise_reactions, one
-- row per praise) and whoever saved first was "the" receiver: a stranger forwarded the link could
-- take that from the named receivers. Now each member who saves a praise is one of its keepers, with
-- their own date and their own answer. A keeper is written by the save (the trigger below, whoever
-- writes the row) and stays when the copy is deleted (the receipt stays with the sender, 0008);
-- saving again after a delete points the keeper at the new copy.
-- member_id NULL: a keeper from before this migration whose copy was already deleted (0008 kept
-- the answer, not who gave it); the sender's views name them by the typed name, as before.
CREATE TABLE praise_keepers (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  praise_id   INTEGER NOT NULL REFERENCES praises (id) ON DELETE CASCADE,
  member_id   INTEGER REFERENCES members (id) ON DELETE CASCADE,
  received_id INTEGER UNIQUE REFERENCES received_praises (id) ON DELETE SET NULL,
  saved_at    TEXT    NOT NULL,
  reaction    TEXT    CHECK (reaction IN ('THANKS', 'MOVED', 'CHEERED', 'SWEET')),
  reacted_at  TEXT,
  sender_seen INTEGER NOT NULL DEFAULT 1 CHECK (sender_seen IN (0, 1)),
  UNIQUE (praise_id, member_id)
);
CREATE INDEX praise_keepers_unseen ON praise_keepers (praise_id) WHERE sender_seen = 0;

INSERT INTO praise_keepers (praise_id, member_id, received_id, saved_at)
SELECT praise_id, member_id, id, saved_at FROM received_praises;

UPDATE praise_keepers
   SET (reaction, reacted_at, sender_seen) =
       (SELECT x.reaction, x.reacted_at, x.sender_seen FROM praise_reactions x WHERE x.received_id = praise_keepers.received_id)
 WHERE received_id IN (SELECT received_id FROM praise_reactions);

INSERT INTO praise_keepers (praise_id, member_id, received_id, saved_at, reaction, reacted_at, sender_seen)
SELECT x.praise_id, NULL, NULL, COALESCE(p.kept_at, x.reacted_at), x.reaction, x.reacted_at, x.sender_seen
  FROM praise_reactions x JOIN praises p ON p.id = x.praise_id
 WHERE x.received_id IS NULL;

DROP TABLE praise_reactions;

CREATE TRIGGER praise_keepers_on_save AFTER INSERT ON received_praises
BEGIN
  INSERT OR IGNORE INTO praise_keepers (praise_id, member_id, saved_at) VALUES (NEW.praise_id, NEW.member_id, NEW.saved_at);
  UPDATE praise_keepers SET received_id = NEW.id WHERE praise_id = NEW.praise_id AND member_id = NEW.member_id;
END;
