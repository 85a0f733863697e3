-- What the creator's list of jars shows lives in D1 beside the jar's row (decision 041), so the list
-- is one query, never one Durable Object call per jar. The object stays the truth for its letters;
-- each route that changes the count moves this one in step (+1 a letter, -1 a delete or a hide).
-- NULL letter_count or keep_key: a jar made before this; the list asks its object once and fills them.
ALTER TABLE jars ADD COLUMN letter_count INTEGER;
ALTER TABLE jars ADD COLUMN keep_key TEXT;
ALTER TABLE jars ADD COLUMN closed INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1));
