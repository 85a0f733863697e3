-- Idempotent sending: POST /api/send-praise with an Idempotency-Key creates one praise
-- per (member, key); a retry with the same key answers the same uuid. request_hash is SHA-256 of
-- the validated body, so a key reused for a different praise is refused. Kept 24 h (unix seconds).
CREATE TABLE send_idempotency_keys (
  member_id    INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  key          TEXT    NOT NULL,
  request_hash TEXT    NOT NULL,
  praise_id    INTEGER NOT NULL REFERENCES praises (id) ON DELETE CASCADE,
  expires_at   INTEGER NOT NULL,
  PRIMARY KEY (member_id, key)
);
CREATE INDEX send_idempotency_keys_expiry ON send_idempotency_keys (member_id, expires_at);
