-- The outbox of public posts: 003_posting.sql with 64-bit message ids (see there for what each column means).
ALTER TABLE games ADD COLUMN posted_version INTEGER;
ALTER TABLE games ADD COLUMN board_message_id BIGINT;
ALTER TABLE games ADD COLUMN ping_message_id BIGINT;

UPDATE games SET posted_version = version;

CREATE INDEX games_by_status ON games(status, updated_at);
CREATE INDEX seats_by_user ON seats(user_id);
