-- The praise relay (칭찬 릴레이, decision 022). A member who kept a praise may continue it: their new
-- praise names the one it continues (relay_of) and the keeper row it was continued from
-- (relay_keeper_id). That row is unique: each keeper continues a praise at most once, whatever
-- becomes of their copy (a keeper outlives the copy, migration 0011; on 회원 탈퇴 the row is
-- re-pointed, not deleted, so the rule holds for '탈퇴한 회원' too).
-- A praise that goes (its sender left and nobody kept it) cuts the chain there: SET NULL.
ALTER TABLE praises ADD COLUMN relay_of INTEGER REFERENCES praises (id) ON DELETE SET NULL;
ALTER TABLE praises ADD COLUMN relay_keeper_id INTEGER REFERENCES praise_keepers (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX praises_relay_once ON praises (relay_keeper_id) WHERE relay_keeper_id IS NOT NULL;
CREATE INDEX praises_relay_of ON praises (relay_of) WHERE relay_of IS NOT NULL;
