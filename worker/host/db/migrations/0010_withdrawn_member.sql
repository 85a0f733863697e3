-- 회원 탈퇴 (decision 020). A member who leaves is deleted with everything that is only theirs; praise
-- they sent that others kept stays in those receivers' jars, its sender this one row: '탈퇴한 회원'.
-- (Re-pointing the kept praise keeps praises.sender_id NOT NULL and its foreign key as they are:
-- SQLite changes a foreign key only by rebuilding the table, and on D1 dropping praises would
-- cascade into every saved copy.) The row has no login (no social link) and no consents; its
-- address is in the reserved .invalid domain, so no sign-up can ever take it. Its id is -1: outside
-- AUTOINCREMENT's range (no member can be given it, nor an id a seed names), and not the 0 the
-- host uses for "no viewer".
INSERT INTO members (id, name, email, image_url)
VALUES (-1, '탈퇴한 회원', 'withdrawn-member@kkul.invalid', '/images/profile/profile-1.svg');
