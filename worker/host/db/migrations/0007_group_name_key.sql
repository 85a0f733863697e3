-- A member's group names are unique as a person reads them, not byte for byte:
-- '우리 팀', '우리팀' and '우리  팀' are one name. name_key is the name without its spaces (space,
-- tab, no-break space, ideographic space; the name is NFC already, as the contract stores every
-- name); UNIQUE (member_id, name_key) refuses a twin. The triggers keep the key beside the name on
-- every insert and rename, whoever writes the row. worker/contract/rules.ts groupNameKey is the same
-- rule for the client's early check.
ALTER TABLE groups ADD COLUMN name_key TEXT;

UPDATE groups
   SET name_key = replace(replace(replace(replace(name, ' ', ''), char(9), ''), char(160), ''), char(12288), '');

-- Twins stored before this migration both stay as they are; the later one's key carries its id, so
-- the index can be built. Renaming either gives it a plain key again (refused if it clashes).
UPDATE groups
   SET name_key = name_key || '#' || id
 WHERE EXISTS (SELECT 1 FROM groups AS earlier
                WHERE earlier.member_id = groups.member_id
                  AND earlier.name_key = groups.name_key
                  AND earlier.id < groups.id);

CREATE UNIQUE INDEX groups_member_name_key ON groups (member_id, name_key);

CREATE TRIGGER groups_name_key_on_insert AFTER INSERT ON groups
BEGIN
  UPDATE groups
     SET name_key = replace(replace(replace(replace(NEW.name, ' ', ''), char(9), ''), char(160), ''), char(12288), '')
   WHERE id = NEW.id;
END;

CREATE TRIGGER groups_name_key_on_rename AFTER UPDATE OF name ON groups
BEGIN
  UPDATE groups
     SET name_key = replace(replace(replace(replace(NEW.name, ' ', ''), char(9), ''), char(160), ''), char(12288), '')
   WHERE id = NEW.id;
END;
