-- A receipt, once kept, stays with the sender. The sender's '담았어요' was the first
-- save's date, read from the saved copies, and the answer hung on the copy: when the receiver later
-- deleted their copy, both vanished from the sender's sent list, detail and complete page.

-- When the praise was first kept: the earliest save's date, written by the trigger on every save
-- (whoever writes the row) and never cleared when a copy is deleted.
ALTER TABLE praises ADD COLUMN kept_at TEXT;

UPDATE praises
   SET kept_at = (SELECT MIN(r.saved_at) FROM received_praises r WHERE r.praise_id = praises.id);

CREATE TRIGGER praises_kept_at_on_save AFTER INSERT ON received_praises
BEGIN
  UPDATE praises SET kept_at = NEW.saved_at
   WHERE id = NEW.praise_id AND (kept_at IS NULL OR NEW.saved_at < kept_at);
END;

-- The answer outlives the copy it was given on: received_id becomes NULL when that copy is deleted
-- (SQLite changes a foreign key's action only by rebuilding the table).
CREATE TABLE praise_reactions_next (
  praise_id   INTEGER PRIMARY KEY REFERENCES praises (id) ON DELETE CASCADE,
  received_id INTEGER UNIQUE REFERENCES received_praises (id) ON DELETE SET NULL,
  reaction    TEXT    NOT NULL CHECK (reaction IN ('THANKS', 'MOVED', 'CHEERED', 'SWEET')),
  reacted_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sender_seen INTEGER NOT NULL DEFAULT 0 CHECK (sender_seen IN (0, 1))
);
INSERT INTO praise_reactions_next (praise_id, received_id, reaction, reacted_at, sender_seen)
SELECT praise_id, received_id, reaction, reacted_at, sender_seen FROM praise_reactions;
DROP TABLE praise_reactions;
ALTER TABLE praise_reactions_next RENAME TO praise_reactions;
