-- Thank back: a receiver's one answer to a praise, a word from a fixed set (no free text).
-- One per praise (the primary key), by the member whose saved copy it hangs on: deleting that copy
-- takes the answer with it. sender_seen is cleared whenever the answer changes and set when the
-- sender opens the group the praise was sent from (home's 'new' mark).
CREATE TABLE praise_reactions (
  praise_id   INTEGER PRIMARY KEY REFERENCES praises (id) ON DELETE CASCADE,
  received_id INTEGER NOT NULL UNIQUE REFERENCES received_praises (id) ON DELETE CASCADE,
  reaction    TEXT    NOT NULL CHECK (reaction IN ('THANKS', 'MOVED', 'CHEERED', 'SWEET')),
  reacted_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sender_seen INTEGER NOT NULL DEFAULT 0 CHECK (sender_seen IN (0, 1))
);
