-- A jar letter may be longer than a praise (docs/api.md fifth round: 500 characters, 20 lines), and a
-- kept letter keeps its photo (decision 039). praises.content keeps its CHECK of 1–180: SQLite changes a
-- CHECK only by rebuilding the table, and on D1 dropping praises would cascade into every saved copy
-- (see 0010). So a kept letter longer than a praise keeps its whole text in `letter`, and `content` its
-- beginning, cut with '…', for the places that show a praise short (the recap, the Friday letter).
-- The bound is in code points (SQLite's length); the contract counts 500 characters as a person sees them.
ALTER TABLE praises ADD COLUMN letter TEXT CHECK (letter IS NULL OR length(letter) BETWEEN 1 AND 5000);

-- The kept letter's photo: its id in the jar's object, its bytes in R2 under the jar (jars/<jarId>/<id>).
ALTER TABLE praises ADD COLUMN jar_photo_id TEXT;
